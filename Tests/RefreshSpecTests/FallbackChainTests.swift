import Testing

@testable import RefreshSpec

/// SPEC.md §5's fallback chain: the locale as written, truncation, Chinese regions to scripts,
/// built-ins, the default locale.
@Suite struct FallbackChainTests {
    @Test(arguments: [
        ("zh-CN", ["zh-CN", "zh-Hans", "zh"]), ("zh-SG", ["zh-SG", "zh-Hans", "zh"]), ("zh-TW", ["zh-TW", "zh-Hant", "zh"]),
        ("zh-HK", ["zh-HK", "zh-Hant", "zh"]), ("zh-MO", ["zh-MO", "zh-Hant", "zh"]),
        ("zh-Hant-TW", ["zh-Hant-TW", "zh-Hant", "zh"]),
        ("zh-Hans-CN", ["zh-Hans-CN", "zh-Hans", "zh"]), ("en-GB", ["en-GB", "en"]), ("pt-PT", ["pt-PT", "pt"]),
        ("fr-CA", ["fr-CA", "fr"]), ("tlh", ["tlh"]),
    ])
    func candidates(_ locale: String, _ chain: [String]) {
        #expect(LocaleChain.candidates(for: locale) == chain)
    }

    /// The chains kept for the built-in locales are the ones worked out from the subtags, as are
    /// those of any other id.
    @Test(arguments: LabelCatalog.builtIn.locales.keys.sorted() + ["zh-TW", "zh_CN", "sr-Latn-RS", "ZH-tw", "en-", "-", ""])
    func keptChainsAreTheWorkedOutOnes(_ locale: String) {
        #expect(LocaleChain.candidates(for: locale) == LocaleChain.chain(for: locale))
    }

    @Test func builtInChains() {
        #expect(LocaleChain.candidates(for: "zh-Hant") == ["zh-Hant", "zh"])
        #expect(LocaleChain.candidates(for: "pt-BR") == ["pt-BR", "pt"])
        #expect(LocaleChain.candidates(for: "en") == ["en"])
    }

    /// A spec with English and Simplified Chinese strings; `header.idle` comes from the catalog.
    private let resolver = StringResolver(
        strings: ["en": ["feed.idle": "Pull down"], "zh-Hans": ["feed.idle": "下拉"]], defaultLocale: "en")

    @Test(arguments: [
        ("zh-CN", "下拉", StringResolver.Origin.spec(locale: "zh-Hans")),
        ("zh-SG", "下拉", .spec(locale: "zh-Hans")),
        ("zh-TW", "Pull down", .spec(locale: "en")),
        ("en-GB", "Pull down", .spec(locale: "en")),
        ("tlh", "Pull down", .spec(locale: "en")),
    ])
    func specStrings(_ locale: String, _ text: String, _ origin: StringResolver.Origin) {
        #expect(resolver.resolve("feed.idle", locale: locale) == .init(text: text, origin: origin))
    }

    /// Built-in keys follow the same chain through the catalog; Portugal's Portuguese does not
    /// jump sideways to Brazil's, and an unknown locale ends at the default locale.
    @Test(arguments: [
        ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"),
        ("zh-Hant-TW", "zh-Hant"), ("en-GB", "en"), ("pt-PT", "en"), ("pt-BR", "pt-BR"), ("fr-CA", "fr"),
        ("tlh", "en"), ("ar-EG", "ar"), ("ja-JP", "ja"),
    ])
    func builtInKeys(_ locale: String, _ catalogLocale: String) throws {
        let resolution = try #require(resolver.resolve("header.idle", locale: locale))
        #expect(resolution.origin == .builtIn(locale: catalogLocale))
        #expect(resolution.text == LabelCatalog.builtIn.locales[catalogLocale]?["header.idle"])
    }

    /// The spec's default locale comes before built-in English: with `defaultLocale: de`, an
    /// unknown locale shows the German built-ins, and the spec's own German beats them.
    /// Issue 34: a block `zh-CN`, which the suggestion for `zh_CN` leads to, was never read (the
    /// chain went `zh-Hans`, `zh`). The spec's block whose id is the locale exactly is read
    /// first; a key it lacks goes on along the chain, `zh-Hans` then the catalog.
    @Test func theBlockOfTheLocaleAsWrittenIsReadFirst() {
        let resolver = StringResolver(
            strings: [
                "en": ["feed.idle": "Pull down", "feed.pulling": "Release"], "zh-CN": ["feed.idle": "下拉"],
                "zh-Hans": ["feed.pulling": "松开"],
            ],
            defaultLocale: "en")
        #expect(resolver.resolve("feed.idle", locale: "zh-CN") == .init(text: "下拉", origin: .spec(locale: "zh-CN")))
        #expect(resolver.resolve("feed.pulling", locale: "zh-CN") == .init(text: "松开", origin: .spec(locale: "zh-Hans")))
        #expect(resolver.resolve("header.idle", locale: "zh-CN")?.origin == .builtIn(locale: "zh-Hans"))
        // Another region of the same script does not read it.
        #expect(resolver.resolve("feed.idle", locale: "zh-SG") == .init(text: "Pull down", origin: .spec(locale: "en")))
    }

    @Test func defaultLocaleBeforeBuiltInEnglish() {
        let german = StringResolver(strings: ["de": ["feed.idle": "Ziehen"]], defaultLocale: "de")
        #expect(german.resolve("feed.idle", locale: "tlh") == .init(text: "Ziehen", origin: .spec(locale: "de")))
        #expect(german.resolve("header.idle", locale: "tlh")?.origin == .builtIn(locale: "de"))
        #expect(german.resolve("header.idle", locale: "fr-CA")?.origin == .builtIn(locale: "fr"))
    }

    /// A key nowhere resolves to nothing; a default locale without built-ins ends at built-in English.
    @Test func lastStepIsBuiltInEnglish() {
        let klingon = StringResolver(strings: [:], defaultLocale: "tlh")
        #expect(klingon.resolve("feed.idle", locale: "tlh") == nil)
        #expect(klingon.resolve("header.today", locale: "tlh") == .init(text: "Today", origin: .builtIn(locale: "en")))
    }
}
