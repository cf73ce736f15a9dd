import Diagnostics
import RefreshSpec
import Testing
import YAML

/// `text-too-wide` (SPEC.md §8): a label text wider than the room its component leaves it warns
/// at the text, in every locale the spec shows. Widths are Inter Bold 14's (2816 units per em).
@Suite struct TextRoomTests {
    private func findings(_ yaml: String) -> [String] {
        let result = Spec.load(source: Source(path: "feed.yaml", bytes: Array(yaml.utf8)))
        return result.diagnostics.filter { $0.rule == SpecRule.textTooWide.rawValue }.map { "\($0.mark) \($0.message)" }
    }

    private static func header(width: Int, idle: String) -> String {
        """
        version: 1
        defaultLocale: de
        scrollView: {frame: {width: \(width), height: 400}}
        strings:
          de:
            feed.idle: \(idle)
        components:
          - id: header
            type: header
            lastUpdated: {hidden: true}
            labels: {idle: feed.idle, pulling: {text: Loslassen}, refreshing: {text: Lädt}}
        """
    }

    /// The German case: a 62-character idle label in a 200 pt header. Room: 200 − 2 ×
    /// labelLeftInset 25 − the 15 pt arrow idle shows beside it = 135 pt; the text is
    /// 90574 units × 14 / 2816 = 450.30 pt, 451 rounded up. Reported at its entry in strings.
    @Test func theGermanIdleLabelWarnsAtItsText() {
        let idle = "Zum Aktualisieren der neuesten Nachrichten nach unten ziehen …"
        #expect(idle.count == 62)
        #expect(
            findings(Self.header(width: 200, idle: idle)) == [
                "6:16 de: '\(idle)' is 451 pt at 14 pt bold; the header 'header' leaves 135 pt"
            ])
    }

    /// "Nach unten ziehen" fits the same header: 17 characters, well under 135 pt.
    @Test func aFittingLabelDoesNotWarn() {
        #expect(findings(Self.header(width: 200, idle: "Nach unten ziehen")).isEmpty)
    }

    /// Built-in texts the spec falls back to are measured too, at the component's line: German's
    /// "Zum Aktualisieren nach unten ziehen" (243.29 pt regular, wider bold) in a 200 pt header,
    /// against the arrow's room in idle and pulling (200 − 50 − 15 = 135) and the indicator's while
    /// refreshing (200 − 50 − 20 = 130).
    @Test func builtInTextsAreMeasuredAtTheComponent() {
        let yaml = """
            version: 1
            defaultLocale: de
            scrollView: {frame: {width: 200, height: 400}}
            components:
              - {id: header, type: header, lastUpdated: {hidden: true}}
            """
        let found = findings(yaml)
        #expect(found.contains { $0.hasPrefix("5:5 de: 'Zum Aktualisieren nach unten ziehen' is ") })
        let idle = "5:5 de: 'Zum Aktualisieren nach unten ziehen' is "
        #expect(found.contains { $0.hasPrefix(idle) && $0.hasSuffix("leaves 135 pt") })
        #expect(found.allSatisfy { $0.hasPrefix("5:5 de: ") && ($0.hasSuffix("leaves 135 pt") || $0.hasSuffix("leaves 130 pt")) })
    }

    /// The carousel: "Release for all stories" on a trailer 220 pt tall, a character a
    /// line: 20 characters but spaces × 1.2 × 14 = 336 pt. "More" (4 × 16.8 = 67.2) fits.
    @Test func theCarouselTrailerWarns() {
        let yaml = """
            version: 1
            scrollView: {kind: collection, axis: horizontal, frame: {width: 375, height: 220}, contentSize: {width: 1000, height: 220}}
            components:
              - id: stories
                type: trailer
                labels: {idle: {text: More}, pulling: {text: Release for all stories}, refreshing: {text: Loading}}
            """
        #expect(
            findings(yaml) == [
                "6:43 en: 'Release for all stories' is 336 pt tall, a character a line, at 14 pt bold; "
                    + "the trailer 'stories' leaves 220 pt"
            ])
    }

    /// --strict makes it an error, as every warning.
    @Test func strictMakesItAnError() {
        let yaml = Self.header(width: 200, idle: String(repeating: "Ziehen ", count: 9))
        let result = Spec.load(source: Source(path: "feed.yaml", bytes: Array(yaml.utf8)))
        let strict = result.diagnostics.upgradingWarnings(strict: true)
        #expect(strict.contains { $0.rule == SpecRule.textTooWide.rawValue && $0.severity == .error })
    }
}
