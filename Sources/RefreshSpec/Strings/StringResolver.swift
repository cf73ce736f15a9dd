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

    /// The text of `key` for `locale`, or nil when no step of the chain has it; for a
    /// pseudo-locale (``PseudoLocale``) without a text of its own, English's made into it.
    /// One key is looked up in place, with no list of places made (see ``Search`` for many).
    public func resolve(_ key: String, locale: String) -> Resolution? {
        if strings[locale]?[key] == nil, let pseudo = PseudoLocale(locale: locale) {
            return resolve(key, locale: PseudoLocale.source).map {
                Resolution(text: pseudo.text(from: $0.text), origin: $0.origin)
            }
        }
        return lookUp(key, along: LocaleChain.candidates(for: locale))
            ?? lookUp(key, along: LocaleChain.candidates(for: defaultLocale))
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

    /// The texts a locale's keys are looked up in, in the order ``resolve(_:locale:)`` tries
    /// them: the spec's `strings` along a locale's chain, then the catalog along it, the same
    /// along the default locale's chain, then the catalog's English. Only the locales that have
    /// texts are listed, each with its texts, so that resolving many keys of one locale costs
    /// one lookup per place and key.
    struct Search {
        fileprivate var places: [(origin: Origin, texts: [String: String])] = []
    }

    /// The places to look in for a locale whose chain (``LocaleChain/candidates(for:)``) and
    /// default locale's chain are made already, for callers that resolve many keys of one locale.
    func search(chain: [String], defaultChain: [String]) -> Search {
        var search = Search()
        for chain in [chain, defaultChain] {
            for locale in chain {
                if let texts = strings[locale] { search.places.append((.spec(locale: locale), texts)) }
            }
            for locale in chain {
                if let texts = catalog.locales[locale] { search.places.append((.builtIn(locale: locale), texts)) }
            }
        }
        if let english = catalog.locales["en"] { search.places.append((.builtIn(locale: "en"), english)) }
        return search
    }

    /// The text of `key` in the first place of a search that has it.
    func resolve(_ key: String, in search: Search) -> Resolution? {
        for place in search.places {
            if let text = place.texts[key] { return Resolution(text: text, origin: place.origin) }
        }
        return nil
    }
}
