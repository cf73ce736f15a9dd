import Testing

@testable import RefreshSpec

/// What a mistyped locale id probably means, among the built-in catalog's locales.
@Suite struct LocaleSuggestionTests {
    @Test(
        arguments: [
            ("jp", "ja"), ("kr", nil), ("cn", "zh-Hans"), ("hk", "zh-Hant"), ("ua", "uk"), ("us", "en"),
            ("japanese", "ja"), ("Japanes", "ja"), ("chinese", "zh-Hans"), ("portuguese", "pt-BR"), ("jpn", "ja"),
            ("zh_CN", "zh-CN"), ("en_us", "en-US"), ("JA", "ja"), ("zh-hans", "zh-Hans"), ("xx", nil), ("it", nil),
        ] as [(String, String?)])
    func suggestion(_ written: String, _ meant: String?) {
        #expect(LocaleSuggestion.builtIn.suggestion(for: written) == meant)
    }

    @Test(arguments: [
        ("jp", true), ("japanese", true), ("JA", true), ("xx", true), ("jpn", true),
        ("ja", false), ("en-GB", false), ("fr-CA", false), ("zh-SG", false), ("it", false), ("pt-PT", false), ("kr", false),
    ])
    func looksWrong(_ locale: String, _ wrong: Bool) {
        #expect(LocaleSuggestion.builtIn.looksWrong(locale) == wrong)
    }
}
