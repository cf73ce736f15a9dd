/// Finds the text of a string key for a locale through SPEC.md §5's fallback chain: the spec's
/// `strings`, then the built-in catalog, along the locale's chain; then the spec's default
/// locale, the catalog for it, and the catalog's English.
public struct StringResolver: Sendable {
    /// Where a text was found.
    public enum Origin: Sendable, Hashable {
        /// In the spec's `strings`, under this locale.
        case spec(locale: String)
        /// In the built-in catalog, under this locale.
        case builtIn(locale: String)
    }

    /// A resolved text and where it came from.
    public struct Resolution: Sendable, Hashable {
        /// The text, as the label shows it.
        public var text: String
        /// Where it was found.
        public var origin: Origin
    }

    private let strings: [String: [String: String]]
    private let defaultLocale: String
    private let catalog: LabelCatalog

    /// Creates a resolver over a spec's strings and a catalog.
    public init(strings: [String: [String: String]], defaultLocale: String, catalog: LabelCatalog = .builtIn) {
        self.strings = strings
        self.defaultLocale = defaultLocale
        self.catalog = catalog
    }

    /// Creates a resolver for a spec.
    public init(spec: Spec, catalog: LabelCatalog = .builtIn) {
        self.init(strings: spec.strings, defaultLocale: spec.defaultLocale, catalog: catalog)
    }

    /// The text of `key` for `locale`, or nil when no step of the chain has it.
    public func resolve(_ key: String, locale: String) -> Resolution? {
        resolve(key, chain: LocaleChain.candidates(for: locale), defaultChain: LocaleChain.candidates(for: defaultLocale))
    }

    /// ``resolve(_:locale:)`` along chains already made: the locale's and the default locale's
    /// (``LocaleChain/candidates(for:)``), for callers that resolve many keys of one locale.
    func resolve(_ key: String, chain: [String], defaultChain: [String]) -> Resolution? {
        lookUp(key, along: chain)
            ?? lookUp(key, along: defaultChain)
            ?? catalog.locales["en"]?[key].map { Resolution(text: $0, origin: .builtIn(locale: "en")) }
    }

    private func lookUp(_ key: String, along chain: [String]) -> Resolution? {
        for locale in chain {
            if let text = strings[locale]?[key] { return Resolution(text: text, origin: .spec(locale: locale)) }
        }
        for locale in chain {
            if let text = catalog.locales[locale]?[key] { return Resolution(text: text, origin: .builtIn(locale: locale)) }
        }
        return nil
    }
}
