import Diagnostics
import RefreshLocalization
import RefreshSpec
import Testing
import YAML

/// `strings check`: each finding at its place, and nothing else.
@Suite struct StringsCheckerTests {
    private func findings(_ text: String) throws -> [(rule: String, mark: Mark, message: String)] {
        let source = Source(path: "feed.yaml", bytes: Array(text.utf8))
        let loaded = Spec.load(source: source)
        return try #require(StringsChecker(loaded: loaded)).diagnostics()
            .map { ($0.rule, $0.mark, $0.message) }
    }

    /// `text-too-wide` is the load's finding, so `strings check` reports what `validate` does:
    /// the 62-character German idle label (450.30 pt, bold 14) in a 200 pt header whose
    /// arrow and indicator leave 200 − 2 × 25 − 20 = 130 pt, at its entry in strings.
    @Test func aTextTooWideIsValidatesFinding() throws {
        let text = """
            version: 1
            defaultLocale: de
            scrollView: {frame: {width: 200, height: 400}}
            strings:
              de:
                feed.idle: Zum Aktualisieren der neuesten Nachrichten nach unten ziehen …
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: {text: Los}, refreshing: {text: Lädt}}, lastUpdated: {hidden: true}}
            """
        let validated = Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).diagnostics
        let found = try findings(text).filter { $0.rule == "text-too-wide" }
        #expect(found.map(\.mark) == [Mark(line: 6, column: 16)])
        #expect(found.map(\.message) == validated.filter { $0.rule == "text-too-wide" }.map(\.message))
        #expect(found.first?.message.hasSuffix("is 451 pt at 14 pt bold; the header 'header' leaves 135 pt") == true)
    }

    @Test func missingKeysNameTheirFallback() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
                feed.idle: Pull down
                feed.pulling: Release
              fr:
                feed.idle: Tirez
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle, pulling: feed.pulling}, lastUpdated: {hidden: true}}
            scenarios:
              - {name: hebrew, locale: he, steps: [release]}
            """
        let found = try findings(text)
        // fr is written at 7:3, he at 12:28.
        let (fr, he) = (Mark(line: 7, column: 3), Mark(line: 12, column: 28))
        #expect(found.map(\.mark) == [fr, he, he, he])
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
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: autoFooter, style: state}
            scenarios:
              - name: switch
                steps:
                  - setLocale: ko
                  - setLocale: he-IL
            """
        let found = try findings(text)
        // he-IL is written at 9:20.
        #expect(found.allSatisfy { $0.mark == Mark(line: 9, column: 20) })
        #expect(
            found.map(\.message) == [
                "locale 'he-IL' has no 'autoFooter.idle'; it falls back to the built-in 'en'",
                "locale 'he-IL' has no 'autoFooter.refreshing'; it falls back to the built-in 'en'",
                "locale 'he-IL' has no 'autoFooter.noMoreData'; it falls back to the built-in 'en'",
            ])
    }

    @Test func unusedUntranslatedAndPlaceholders() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en:
                feed.idle: Pull down
                feed.old: Old
              en-GB:
                feed.idle: Pull down
              de:
                feed.idle: Pull down
              ja:
                feed.idle: 引いて {count}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle}, lastUpdated: {hidden: true}}
            """
        let found = try findings(text)
        #expect(
            found.map(\.rule) == ["unused-string", "missing-translation", "untranslated", "missing-translation", "placeholder"])
        // feed.old at 6:5; de at 9:3 and its text at 10:16; ja at 11:3 and its text at 12:16.
        #expect(found.map(\.mark) == [(6, 5), (9, 3), (10, 16), (11, 3), (12, 16)].map { Mark(line: $0, column: $1) })
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
