import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// ``CoverageShortcut`` clears the locales of a plainly translated spec, and only locales for
/// which the full check (``LocaleFindings``) finds nothing.
@Suite struct CoverageShortcutTests {
    /// Each locale the spec shows: whether the shortcut clears it, and the full check's findings.
    private func locales(_ yaml: String, catalog: LabelCatalog = .builtIn) throws -> [(
        id: String, covered: Bool, findings: [String]
    )] {
        let loaded = Spec.load(source: Source(path: "feed.yaml", bytes: Array(yaml.utf8)))
        let spec = try #require(loaded.spec)
        let used = StringsUsage.keys(of: spec)
        let shortcut = CoverageShortcut(block: loaded.strings, usedKeys: used, catalog: catalog)
        var full = LocaleFindings(block: loaded.strings, defaultLocale: spec.defaultLocale, usedKeys: used, catalog: catalog)
        return LocaleUses(block: loaded.strings, defaultLocale: spec.defaultLocale).locales.map { use in
            (use.id, shortcut.covers(use.id), full.findings(in: use.id).map(\.text))
        }
    }

    private static let translated = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: Pull down, feed.pulling: Release}
          zh-Hans: {feed.idle: 下拉, feed.pulling: 释放}
        components:
          - {id: header, type: header, style: state, labels: {idle: feed.idle, pulling: feed.pulling, refreshing: header.refreshing}}
        scenarios:
          - {name: china, locale: zh-CN, steps: [release, setLocale: ja, setLocale: jp]}
        """

    @Test func clearsLocalesThatReachTheirOwnTexts() throws {
        let found = try locales(Self.translated)
        #expect(found.map(\.id) == ["en", "zh-Hans", "zh-CN", "ja", "jp"])
        #expect(found.map(\.covered) == [true, true, true, false, false])
        #expect(found.allSatisfy { !$0.covered || $0.findings.isEmpty })
        #expect(
            found[3].findings == [
                "locale 'ja' has no 'feed.idle'; it falls back to 'en' of strings",
                "locale 'ja' has no 'feed.pulling'; it falls back to 'en' of strings",
            ])
    }

    @Test func clearsBuiltInKeysAlongTheChainOnly() throws {
        let found = try locales(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: autoFooter, style: state}
            scenarios:
              - {name: switch, steps: [setLocale: ko, setLocale: pt-BR, setLocale: he-IL, setLocale: japanese]}
            """)
        #expect(found.map(\.id) == ["ko", "pt-BR", "he-IL", "japanese", "en"])
        #expect(found.map(\.covered) == [true, true, false, false, true])
        #expect(found.allSatisfy { !$0.covered || $0.findings.isEmpty })
        #expect(found[2].findings.count == 3)
    }

    /// A visible last-updated label uses the catalog's words even in a locale of `strings`.
    @Test func lastUpdatedWordsComeFromTheCatalog() throws {
        let found = try locales(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              de: {feed.idle: Ziehen}
              tlh: {feed.idle: Pull}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle}, lastUpdated: {key: feed}}
            """)
        #expect(found.map(\.id) == ["de", "tlh", "en"])
        #expect(found.map(\.covered) == [true, false, false])
        #expect(found[1].findings.first == "locale 'tlh' has no 'header.pulling'; it falls back to the built-in 'en'")
    }

    /// Locales listing their keys apart (another order, a key missing) are left to the full check.
    @Test(arguments: [
        "en: {feed.idle: Pull down, feed.pulling: Release}\n  fr: {feed.pulling: Relâchez, feed.idle: Tirez}",
        "en: {feed.idle: Pull down, feed.pulling: Release}\n  fr: {feed.idle: Tirez}",
        "en: {feed.idle: Pull down, feed.pulling: Release}\n  fr: {feed.idle: Tirez, feed.pulling: Relâchez, feed.old: Vieux}",
    ])
    func leavesLocalesWithOtherKeysToTheFullCheck(_ strings: String) throws {
        let found = try locales(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              \(strings)
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.idle, pulling: feed.pulling}}
            """)
        #expect(found.map(\.id) == ["en", "fr"])
        #expect(found.allSatisfy { !$0.covered })
    }

    /// A catalog locale that lacks some keys covers only the keys it has.
    @Test func incompleteCatalogLocalesAreAskedKeyByKey() throws {
        let catalog = LabelCatalog(locales: [
            "en": ["header.idle": "Pull", "header.pulling": "Release", "header.refreshing": "Loading"],
            "xx": ["header.idle": "Xull"],
            "yy": ["header.idle": "Yull", "header.pulling": "Yelease", "header.refreshing": "Yoading"],
        ])
        #expect(catalog.localesWithEveryKey == ["en", "yy"])
        let found = try locales(
            spec(labels: "idle: header.idle, pulling: feed.pulling, refreshing: feed.refreshing"), catalog: catalog)
        #expect(found.map(\.id) == ["xx", "yy", "xx-ZZ", "en"])
        #expect(found.map(\.covered) == [true, false, true, false])
        #expect(found.allSatisfy { !$0.covered || $0.findings.isEmpty })
        let lacking = try locales(
            spec(labels: "idle: feed.pulling, pulling: header.pulling, refreshing: feed.refreshing"), catalog: catalog)
        #expect(lacking.map(\.covered) == [false, false, false, false])
        #expect(lacking[0].findings == ["locale 'xx' has no 'header.pulling'; it falls back to the built-in 'en'"])
    }

    /// A spec with `xx` strings whose header uses `labels`.
    private func spec(labels: String) -> String {
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          xx: {feed.pulling: Xelease, feed.refreshing: Xoading}
        components:
          - {id: header, type: header, style: state, labels: {\(labels)}, lastUpdated: {hidden: true}}
        scenarios:
          - {name: switch, steps: [setLocale: yy, setLocale: xx-ZZ]}
        """
    }

    /// Many keys are looked up rather than compared; labels may use them in any order.
    @Test func manyKeysInAnyOrder() throws {
        let keys = (0..<40).map { "feed.k\($0): Text \($0)" }.joined(separator: ", ")
        let found = try locales(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {\(keys)}
              fr: {\(keys)}
            components:
              - {id: header, type: header, style: state, labels: {idle: feed.k39, pulling: feed.k0, refreshing: feed.k20}}
            scenarios:
              - {name: switch, steps: [setLocale: de, setLocale: fr-CA]}
            """)
        #expect(found.map(\.id) == ["en", "fr", "de", "fr-CA"])
        #expect(found.map(\.covered) == [true, true, false, true])
        #expect(found.allSatisfy { !$0.covered || $0.findings.isEmpty })
        #expect(found[2].findings.first == "locale 'de' has no 'feed.k39'; it falls back to 'en' of strings")
    }

    @Test func builtInLocalesHaveEveryKey() {
        #expect(LabelCatalog.builtIn.localesWithEveryKey == Set(LabelCatalog.builtIn.locales.keys))
    }
}
