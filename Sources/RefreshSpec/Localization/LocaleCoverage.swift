import Diagnostics

/// The translation checks of every locale a spec shows (its `strings`, scenario `locale`s,
/// `setLocale` steps and `defaultLocale`), each finding where the locale is first written.
/// `validate` (through the decoder) and `strings check` both report exactly these.
///
/// - `unknown-locale`: a locale that nothing serves and that looks like a mistake
///   (see ``LocaleSuggestion``), with what it probably means. Its keys are not listed as well.
/// - `missing-translation` (SPEC.md §5): a key the locale shows from outside its own chain.
///   A locale of `strings` must have every key of `strings` along its chain in `strings` (a
///   key one locale defines and another lacks; the built-in text is not the spec's wording).
///   Every locale must find each key its labels use along its own chain, in `strings` or in
///   the built-in catalog. (A label key found nowhere at all is the decoder's error, not
///   listed again here.)
struct LocaleCoverage {
    private let block: StringsBlock
    private let defaultLocale: String
    /// The default locale's chain, made once for every key resolved.
    private let defaultChain: [String]
    /// The label keys some text exists for (a key found nowhere is the decoder's error).
    private let usedKeys: [String]
    private let resolver: StringResolver
    private let locales: LocaleSuggestion
    /// Every key of `strings`, once each.
    private let specKeys: Set<String>
    /// The keys of `strings` that no label uses, in document order: a locale of `strings`
    /// must have them too.
    private let unusedSpecKeys: [String]
    /// The keys of each locale of `strings` (the first mapping of a locale written twice).
    private let localeKeys: [String: Set<String>]

    /// The checks of a spec's `strings` block as written, its default locale and the keys its
    /// labels use (``StringsUsage``). What every locale's check needs is worked out here, once.
    init(block: StringsBlock, defaultLocale: String, usedKeys: [String], catalog: LabelCatalog = .builtIn) {
        self.block = block
        self.defaultLocale = defaultLocale
        defaultChain = LocaleChain.candidates(for: defaultLocale)
        let strings = block.texts
        let usedKeys = usedKeys.filter { key in catalog.keys.contains(key) || strings.values.contains { $0[key] != nil } }
        self.usedKeys = usedKeys
        resolver = StringResolver(strings: strings, defaultLocale: defaultLocale, catalog: catalog)
        locales = LocaleSuggestion(specLocales: Set(strings.keys), catalog: catalog)
        var localeKeys: [String: Set<String>] = [:]
        var unusedSpecKeys: [String] = []
        var seen = Set(usedKeys)
        for locale in block.locales {
            let keys = locale.entries.map(\.key)
            if localeKeys[locale.id] == nil { localeKeys[locale.id] = Set(keys) }
            unusedSpecKeys += keys.filter { seen.insert($0).inserted }
        }
        self.localeKeys = localeKeys
        self.unusedSpecKeys = unusedSpecKeys
        specKeys = Set(block.locales.flatMap { $0.entries.map(\.key) })
    }

    /// The findings, locale by locale in the order the locales are first written.
    func diagnostics(file: String) -> [Diagnostic] {
        LocaleUses(block: block, defaultLocale: defaultLocale).locales.flatMap { use -> [Diagnostic] in
            guard LocaleID.isWellFormed(use.id) else { return [] }
            guard !locales.looksWrong(use.id) else {
                let message = Diagnostic.Message.unknownLocale(
                    use.id, fallback: fallback(of: use.id), suggestion: locales.suggestion(for: use.id))
                return [Diagnostic(message, file: file, at: use.mark)]
            }
            return missing(in: use.id).map { Diagnostic($0, file: file, at: use.mark) }
        }
    }

    /// Where an unserved locale's labels come from: the default locale, or built-in English.
    private func fallback(of locale: String) -> String {
        locale != defaultLocale && locales.serves(defaultLocale) ? defaultLocale : "en"
    }

    private func missing(in locale: String) -> [Diagnostic.Message] {
        let chain = LocaleChain.candidates(for: locale)
        let ownKeys = chain.compactMap { localeKeys[$0] }
        let hasOwnTexts = localeKeys[locale] != nil
        let keys = hasOwnTexts ? usedKeys + unusedSpecKeys : usedKeys
        let search = resolver.search(chain: chain, defaultChain: defaultChain)
        return keys.compactMap { key in
            guard !ownKeys.contains(where: { $0.contains(key) }) else { return nil }
            guard let resolution = resolver.resolve(key, in: search) else {
                return .noTextAnywhere(key, locale: locale)
            }
            switch resolution.origin {
            case .builtIn(let origin) where chain.contains(origin) && !(hasOwnTexts && specKeys.contains(key)): return nil
            case .builtIn(let origin): return .fallsBack(key, locale: locale, to: "the built-in '\(origin)'")
            case .spec(let origin): return .fallsBack(key, locale: locale, to: "'\(origin)' of strings")
            }
        }
    }
}

extension Diagnostic.Message {
    /// A key a locale shows from another locale's texts.
    static func fallsBack(_ key: String, locale: String, to origin: String) -> Self {
        Self(rule: .missingTranslation, "locale '\(locale)' has no '\(key)'; it falls back to \(origin)")
    }

    /// A key with no text for a locale even after every fallback.
    static func noTextAnywhere(_ key: String, locale: String) -> Self {
        Self(rule: .missingTranslation, "locale '\(locale)' has no '\(key)' and nothing to fall back to; the label shows the key")
    }

    /// A locale nothing serves that looks like a mistake.
    static func unknownLocale(_ locale: String, fallback: String, suggestion: String?) -> Self {
        Self(
            rule: .unknownLocale,
            "unknown locale '\(locale)': neither strings nor the built-in catalog has it, so its labels fall back to '\(fallback)'"
                + didYouMean(suggestion))
    }
}
