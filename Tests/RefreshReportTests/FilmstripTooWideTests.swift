import Foundation
import RefreshCore
import RefreshReport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A label that does not fit its component is drawn as UILabel shows it, cut at the tail with
/// `…`, and outlined (`too-wide`), as `text-too-wide` warns of it.
@Suite struct FilmstripTooWideTests {
    private static func header(idle: String) -> String {
        """
        version: 1
        scrollView: {frame: {width: 200, height: 400}, contentSize: {width: 200, height: 1200}}
        components:
          - {id: header, type: header, lastUpdated: {hidden: true}, labels: {idle: {text: "\(idle)"}}}
        scenarios:
          - {name: pull, steps: [{drag: {dy: 20}}]}
        """
    }

    /// The 62-character German label, 450.30 pt bold 14, in a 200 pt header: UILabel
    /// keeps the longest start that fits 200 pt with `…`, and the label is outlined.
    @Test func aTooWideHeaderLabelIsCutAndOutlined() throws {
        let idle = "Zum Aktualisieren der neuesten Nachrichten nach unten ziehen …"
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.inline(Self.header(idle: idle)), scenario: 0))
        let shown = try #require(try picture.elements(class: "state-label").first?.stringValue)
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        #expect(idle.hasPrefix(kept))
        #expect(Font.standard.width(of: shown) <= 200)
        let next = kept + String(idle[idle.index(idle.startIndex, offsetBy: kept.count)]) + "…"
        #expect(Font.standard.width(of: next) > 200)
        #expect(try !picture.elements(class: "too-wide").isEmpty)
    }

    /// "Nach unten ziehen" fits (room 200 − 2 × 25 − 20 = 130 pt): drawn whole, not outlined.
    @Test func aFittingLabelIsWholeAndNotOutlined() throws {
        let picture = try ParsedPicture(
            RunPicture.render(try FilmstripFixtures.inline(Self.header(idle: "Nach unten ziehen")), scenario: 0))
        #expect(try picture.elements(class: "state-label").first?.stringValue == "Nach unten ziehen")
        #expect(try picture.elements(class: "too-wide").isEmpty)
    }

    /// The carousel's trailer, 220 pt tall, stacks lines of 1.2 × 14 = 16.8 pt: 13 fit
    /// (220 / 16.8 = 13.1), so "Release for all stories" shows 12 characters, spaces aside, then `…`.
    @Test func aTooTallTrailerLabelIsCutAfterTheLinesThatFit() throws {
        let spec = """
            version: 1
            scrollView: {kind: collection, axis: horizontal, frame: {width: 375, height: 220}, contentSize: {width: 1000, height: 220}}
            components:
              - {id: stories, type: trailer, labels: {idle: {text: Release for all stories}}}
            scenarios:
              - {name: end, steps: [{scrollTo: {x: 660}}]}
            """
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.inline(spec), scenario: 0))
        #expect(try picture.elements(class: "state-label").first?.stringValue == "Releaseforal…")
        #expect(try !picture.elements(class: "too-wide").isEmpty)
    }
}
