import Testing

@testable import RefreshSpec

/// The list of places the translation checks search resolves every key as a lookup in place does.
struct StringResolverSearchTests {
    private static let strings = [
        "de": ["header.idle": "Ziehen", "custom.only": "Nur hier"],
        "zh-Hant": ["header.pulling": "鬆開"],
        "fr": ["header.idle": "Tirer"],
    ]

    @Test(arguments: ["de", "de-AT", "zh-TW", "zh-Hant-HK", "fr-CA", "ja", "pt-BR", "xx"])
    func searchFindsWhatResolveFinds(locale: String) {
        let resolver = StringResolver(strings: Self.strings, defaultLocale: "fr")
        let search = resolver.search(
            chain: LocaleChain.candidates(for: locale), defaultChain: LocaleChain.candidates(for: "fr"))
        let keys = LabelCatalog.builtIn.keys.sorted() + ["custom.only", "missing.everywhere"]
        for key in keys {
            #expect(resolver.resolve(key, in: search) == resolver.resolve(key, locale: locale), "\(key) in \(locale)")
        }
    }
}
