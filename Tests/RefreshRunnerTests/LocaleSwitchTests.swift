import RefreshCore
import RefreshEngine
import RefreshSpec
import Testing

@testable import RefreshRunner

/// `setLocale` re-resolves every label at once (MJRefresh's i18nDidChange), and right-to-left
/// locales mirror the layout.
@Suite struct LocaleSwitchTests {
    private func feed() throws -> Spec {
        try spec(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            strings:
              en: {feed.idle: Pull down}
              ja: {feed.idle: 引っ張って}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
              - {id: footer, type: backFooter}
            """)
    }

    private func texts(_ assembled: AssembledSpec) -> [String] {
        ["header", "footer"].compactMap { assembled.scrollView.component($0)?.text }
            + [(assembled.scrollView.component("header") as? Header)?.detailText ?? ""]
    }

    @Test func setLocaleChangesEveryLabelAtOnce() throws {
        let assembled = AssembledSpec(spec: try feed(), locale: "en")
        #expect(texts(assembled) == ["Pull down", "Pull up to load more", "Last update: No record"])
        assembled.setLocale("ja-JP")
        let japanese = try #require(LabelCatalog.builtIn.locales["ja"])
        #expect(assembled.locale == "ja-JP")
        let detail = (japanese["header.lastTime"] ?? "") + (japanese["header.noRecord"] ?? "")
        #expect(texts(assembled) == ["引っ張って", japanese["backFooter.idle"] ?? "", detail])
        assembled.setLocale("zh-HK")
        #expect(assembled.scrollView.component("footer")?.text == LabelCatalog.builtIn.locales["zh-Hant"]?["backFooter.idle"])
        #expect(assembled.scrollView.component("header")?.text == "Pull down")
    }

    @Test(arguments: [
        ("ar", LayoutDirection.rightToLeft), ("ar-EG", .rightToLeft), ("he", .rightToLeft), ("fa-IR", .rightToLeft),
        ("ur", .rightToLeft), ("az-Arab", .rightToLeft), ("en", .leftToRight), ("zh-Hant-TW", .leftToRight),
        ("ku-Latn", .leftToRight), ("pa-Arab-PK", .rightToLeft),
    ])
    func writingDirection(_ locale: String, _ direction: LayoutDirection) {
        #expect(LayoutDirection(locale: locale) == direction)
    }

    /// Left to right the arrow sits left of the text; in Arabic it sits as far right of it,
    /// and switching back restores the layout.
    @Test func rightToLeftMirrorsTheArrow() throws {
        let assembled = AssembledSpec(spec: try feed(), locale: "en")
        let header = try #require(assembled.scrollView.component("header"))
        let leftToRight = try #require(header.layout.arrow)
        #expect(leftToRight.center.x < 375 / 2)
        #expect(header.snapshot().layoutDirection == .leftToRight)
        assembled.setLocale("ar")
        let rightToLeft = try #require(header.layout.arrow)
        #expect(header.snapshot().layoutDirection == .rightToLeft)
        #expect(rightToLeft.center.x > 375 / 2)
        #expect(header.layout.stateLabel == Rect(x: 0, y: 0, width: 375, height: 27))
        assembled.setLocale("en")
        #expect(header.layout.arrow == leftToRight)
    }

    /// Issue 34: `layoutDirection` was in `run` JSON but could not be expected. `expect: {header:
    /// {layoutDirection: rtl}}` now checks it: `ar` (language written right to left) is rtl, and
    /// after `setLocale: en` the header is ltr again, so the last check fails with both values.
    @Test func layoutDirectionCanBeExpected() throws {
        let feed = try spec(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            components:
              - {id: header, type: header}
            scenarios:
              - name: arabic
                locale: ar
                steps:
                  - expect: {header: {layoutDirection: rtl}}
                  - setLocale: en
                  - expect: {header: {layoutDirection: ltr}}
                  - expect: {header: {layoutDirection: rtl}}
            """)
        let report = SpecRunner().run(feed, path: "test.yaml")
        #expect(report.failures.map(\.message) == ["scenario 'arabic', step 4: header.layoutDirection is 'ltr', expected rtl"])
    }

    /// The mirror image: Arabic text laid out left to right and mirrored puts the arrow at
    /// `width - x - w` of where it would be.
    @Test func mirroredFramesAreExact() throws {
        let assembled = AssembledSpec(spec: try feed(), locale: "ar")
        let header = try #require(assembled.scrollView.component("header"))
        let mirrored = try #require(header.layout.arrow)
        header.texts.layoutDirection = .leftToRight
        let plain = try #require(header.layout.arrow)
        #expect(mirrored == Rect(x: 375 - plain.x - plain.width, y: plain.y, width: plain.width, height: plain.height))
    }
}
