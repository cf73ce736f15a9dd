import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// `strings check`: each finding at its place, and nothing else.
@Suite struct StringsCheckerTests {
    private func findings(_ marked: String) throws -> [(rule: String, mark: Mark, message: String)] {
        let fixture = MarkedText(marked)
        let source = Source(path: "feed.yaml", bytes: Array(fixture.text.utf8))
        let loaded = Spec.load(source: source)
        return try #require(StringsChecker(loaded: loaded)).diagnostics()
            .map { ($0.rule, $0.mark, $0.message) }
    }

    @Test func missingKeysNameTheirFallback() throws {
        let marked = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
                feed.idle: Pull down
                feed.pulling: Release
              1️⃣fr:
                feed.idle: Tirez
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle, pulling: feed.pulling}, lastUpdated: {hidden: true}}
            scenarios:
              - {name: hebrew, locale: 2️⃣he, steps: [release]}
            """
        let fixture = MarkedText(marked)
        let found = try findings(marked)
        #expect(found.map(\.mark) == [fixture.marks[1], fixture.marks[2], fixture.marks[2], fixture.marks[2]])
        #expect(
            found.map(\.message) == [
                "locale 'fr' has no 'feed.pulling'; it falls back to 'en' of strings",
                "locale 'he' has no 'feed.idle'; it falls back to 'en' of strings",
                "locale 'he' has no 'feed.pulling'; it falls back to 'en' of strings",
                "locale 'he' has no 'header.refreshing'; it falls back to the built-in 'en'",
            ])
        #expect(found.allSatisfy { $0.rule == "missing-translation" })
    }

    @Test func builtInKeysFallBackToBuiltInEnglish() throws {
        let marked = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: autoFooter, style: state}
            scenarios:
              - name: switch
                steps:
                  - setLocale: ko
                  - setLocale: 1️⃣he-IL
            """
        let found = try findings(marked)
        #expect(found.allSatisfy { $0.mark == MarkedText(marked).marks[1] })
        #expect(
            found.map(\.message) == [
                "locale 'he-IL' has no 'autoFooter.idle'; it falls back to the built-in 'en'",
                "locale 'he-IL' has no 'autoFooter.refreshing'; it falls back to the built-in 'en'",
                "locale 'he-IL' has no 'autoFooter.noMoreData'; it falls back to the built-in 'en'",
            ])
    }

    @Test func unusedUntranslatedAndPlaceholders() throws {
        let marked = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
                feed.idle: Pull down
                1️⃣feed.old: Old
              en-GB:
                feed.idle: Pull down
              4️⃣de:
                feed.idle: 2️⃣Pull down
              5️⃣ja:
                feed.idle: 3️⃣引いて {count}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle}, lastUpdated: {hidden: true}}
            """
        let fixture = MarkedText(marked)
        let found = try findings(marked)
        #expect(
            found.map(\.rule) == ["unused-string", "missing-translation", "untranslated", "missing-translation", "placeholder"])
        #expect(found.map(\.mark) == [1, 4, 2, 5, 3].map { fixture.marks[$0] })
        #expect(found[1].message == "locale 'de' has no 'feed.old'; it falls back to 'en' of strings")
        #expect(found[2].message == "'feed.idle' in 'de' is the same as in 'en'; probably not translated yet")
        // The placeholder, as validate names it, not the whole text.
        #expect(found[4].message == "labels have no placeholders in version 1, but this text contains '{'")
    }

    @Test func aCompleteSpecIsClean() throws {
        #expect(
            try findings(
                """
                version: 1
                scrollView: {frame: {width: 375, height: 667}}
                strings:
                  en: {feed.idle: Pull down}
                  zh-Hans: {feed.idle: 下拉}
                components:
                  - {id: header, type: header, labels: {idle: feed.idle}}
                scenarios:
                  - {name: singapore, locale: zh-SG, steps: [release]}
                """
            ).isEmpty)
    }
}
