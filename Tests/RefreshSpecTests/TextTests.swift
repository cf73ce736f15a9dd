import RefreshSpec
import Testing
import YAML

/// SPEC.md §5's fallback order for label texts.
@Suite struct TextTests {
    @Test(arguments: [
        ("en", ["en"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "zh"]),
        ("zh-CN", ["zh-CN", "zh-Hans", "zh"]),
        ("zh-SG", ["zh-SG", "zh-Hans", "zh"]),
        ("zh-HK", ["zh-HK", "zh-Hant", "zh"]),
        ("zh-MO", ["zh-MO", "zh-Hant", "zh"]),
        ("pt-BR", ["pt-BR", "pt"]),
    ])
    func chains(_ locale: String, _ chain: [String]) {
        #expect(LocaleChain.candidates(for: locale) == chain)
    }

    @Test func fallbackOrder() throws {
        // Warnings (missing translations, an unused key) are expected here: only the texts matter.
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: fr
            strings:
              zh-Hant: {feed.idle: 下拉可以重新整理, header.idle: 自訂}
              fr: {feed.idle: Tirez, feed.pulling: Relâchez}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
            """
        let spec = try #require(Spec.load(source: Source(path: "text.yaml", bytes: Array(yaml.utf8))).spec)
        let catalog = LabelCatalog(locales: [
            "en": ["header.refreshing": "Loading...", "header.idle": "Pull"],
            "zh": ["header.refreshing": "刷新中"],
            "fr": ["header.pulling": "Catalog French"],
        ])
        #expect(spec.text(forKey: "feed.idle", locale: "zh-TW", catalog: catalog) == "下拉可以重新整理")
        #expect(spec.text(forKey: "header.idle", locale: "zh-Hant-TW", catalog: catalog) == "自訂")
        #expect(spec.text(forKey: "header.refreshing", locale: "zh-HK", catalog: catalog) == "刷新中")
        #expect(spec.text(forKey: "feed.pulling", locale: "zh-TW", catalog: catalog) == "Relâchez")
        #expect(spec.text(forKey: "header.pulling", locale: "de", catalog: catalog) == "Catalog French")
        #expect(spec.text(forKey: "header.refreshing", locale: "de", catalog: catalog) == "Loading...")
        #expect(spec.text(forKey: "nowhere", locale: "de", catalog: catalog) == nil)
        let header = try #require(spec.component("header"))
        #expect(try spec.text(of: #require(header.labels[.idle]), locale: "ja", catalog: catalog) == "Tirez")
        #expect(spec.text(of: ComponentSpec.Label(content: .text("Literal")), locale: "ja") == "Literal")
    }
}
