import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// The locales a spec shows, each at the place it is first written.
@Suite struct LocaleUsesTests {
    @Test func localesInDocumentOrderAtTheirFirstPlace() throws {
        let marked = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: 5️⃣de
            strings:
              1️⃣en: {feed.idle: Pull down}
              2️⃣fr: {feed.idle: Tirez}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle}}
            scenarios:
              - name: one
                locale: 3️⃣ja
                steps:
                  - setLocale: fr
                  - setLocale: 4️⃣ko
                  - {release: , setLocale: it}
                  - wait: 0.5
              - name: two
                locale: ja
                steps: [setLocale: ko, release]
            """
        let fixture = MarkedText(marked)
        let loaded = Spec.load(source: Source(path: "feed.yaml", bytes: Array(fixture.text.utf8)))
        let uses = LocaleUses(block: loaded.strings, defaultLocale: "de").locales
        #expect(uses.map(\.id) == ["en", "fr", "ja", "ko", "de"])
        #expect(uses.map(\.mark) == [1, 2, 3, 4, 5].map { fixture.marks[$0] })
    }

    /// Without a written `defaultLocale`, the default locale is placed at `strings`.
    @Test func anUnwrittenDefaultLocaleIsPlacedAtStrings() throws {
        let marked = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              1️⃣fr: {feed.idle: Tirez}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle}}
            scenarios:
              - {name: one, locale: [ja], steps: [{setLocale: [ko]}]}
            """
        let fixture = MarkedText(marked)
        let loaded = Spec.load(source: Source(path: "feed.yaml", bytes: Array(fixture.text.utf8)))
        let uses = LocaleUses(block: loaded.strings, defaultLocale: "en").locales
        #expect(uses.map(\.id) == ["fr", "en"])
        #expect(uses.map(\.mark) == [fixture.marks[1], fixture.marks[1]])
    }
}
