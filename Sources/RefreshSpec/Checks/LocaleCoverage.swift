import Diagnostics

/// The translation checks of every locale a spec shows (its `strings`, scenario `locale`s,
/// `setLocale` steps and `defaultLocale`), each finding where the locale is first written.
/// The decoder runs them once; `validate` reports them, and `strings check` takes them from the
/// load (``TranslationFindings``).
///
/// - `unread-locale`: a locale of `strings` passed over (``UnreadLocales``).
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
    private let usedKeys: [String]
    private let catalog: LabelCatalog

    /// The checks of a spec's `strings` block as written, its default locale and the keys its
    /// labels use (``StringsUsage``).
    init(block: StringsBlock, defaultLocale: String, usedKeys: [String], catalog: LabelCatalog = .builtIn) {
        self.block = block
        self.defaultLocale = defaultLocale
        self.usedKeys = usedKeys
        self.catalog = catalog
    }

    /// The findings, locale by locale in the order the locales are first written. A locale
    /// ``CoverageShortcut`` clears has none; the full check is made for the first that it
    /// does not clear, once.
    func diagnostics(file: String) -> [Diagnostic] {
        let shortcut = CoverageShortcut(block: block, usedKeys: usedKeys, catalog: catalog)
        var findings: LocaleFindings?
        let uses = LocaleUses(block: block, defaultLocale: defaultLocale)
        var diagnostics = UnreadLocales(block: block, shown: uses.shown).diagnostics(file: file)
        for use in uses.locales
        where LocaleID.isWellFormed(use.id) && !shortcut.covers(use.id) {
            var check =
                findings ?? LocaleFindings(block: block, defaultLocale: defaultLocale, usedKeys: usedKeys, catalog: catalog)
            diagnostics += check.findings(in: use.id).map { Diagnostic($0, file: file, at: use.mark) }
            findings = check
        }
        return diagnostics
    }
}

/// Every finding of one locale, each key resolved along SPEC.md §5's fallback chain.
struct LocaleFindings {
    private let defaultLocale: String
    /// The default locale's chain, made once for every key resolved.
    private let defaultChain: [String]
    /// The label keys some text exists for (a key found nowhere is the decoder's error).
    private let usedKeys: [String]
    private let resolver: StringResolver
    private let locales: LocaleSuggestion
    /// The catalog, for telling a built-in locale written in another letter case.
    private let catalog: LabelCatalog
    /// The keys of `strings` that no label uses, in document order: a locale of `strings`
    /// must have them too.
    private let unusedSpecKeys: [String]
    /// The texts of each locale of `strings` (``StringsBlock/texts``), whose keys answer which
    /// keys a locale has: no set of them is built.
    private let strings: [String: [String: String]]
    /// Whether some locale of `strings` has each used key, found at the first locale that
    /// asks and kept for the others, so that a key is looked up in every locale's texts once.
    private var specKeys: [Bool?]

    /// What every locale's check needs, worked out once: the same arguments as
    /// ``LocaleCoverage/init(block:defaultLocale:usedKeys:catalog:)``.
    init(block: StringsBlock, defaultLocale: String, usedKeys: [String], catalog: LabelCatalog) {
        self.defaultLocale = defaultLocale
        defaultChain = LocaleChain.candidates(for: defaultLocale)
        let strings = block.texts
        self.strings = strings
        let usedKeys = usedKeys.filter { key in catalog.keys.contains(key) || strings.values.contains { $0[key] != nil } }
        self.usedKeys = usedKeys
        resolver = StringResolver(strings: strings, defaultLocale: defaultLocale, catalog: catalog)
        locales = LocaleSuggestion(specLocales: Set(strings.keys), catalog: catalog)
        self.catalog = catalog
        var seen = Set(usedKeys)
        unusedSpecKeys = block.locales.flatMap { $0.entries.map(\.key) }.filter { seen.insert($0).inserted }
        specKeys = Array(repeating: nil, count: usedKeys.count)
    }

    /// The findings of `locale` (well-formed): that it looks wrong, or the keys it lacks.
    mutating func findings(in locale: String) -> [Diagnostic.Message] {
        // A locale of strings that is a built-in one in another letter case is reported where
        // strings write it (`builtInLocaleInOtherCase`); its missing texts would only repeat that.
        if strings[locale] != nil, catalog.locale(inOtherCase: locale) != nil { return [] }
        guard !locales.looksWrong(locale) else {
            return [.unknownLocale(locale, fallback: fallback(of: locale), suggestion: locales.suggestion(for: locale))]
        }
        return missing(in: locale)
    }

    /// Where an unserved locale's labels come from: the default locale, or built-in English.
    private func fallback(of locale: String) -> String {
        locale != defaultLocale && locales.serves(defaultLocale) ? defaultLocale : "en"
    }

    /// The resolver's places are listed only when a key is missing from the locale's own chain.
    private mutating func missing(in locale: String) -> [Diagnostic.Message] {
        let chain = LocaleChain.candidates(for: locale)
        let ownTexts = chain.compactMap { strings[$0] }
        let hasOwnTexts = strings[locale] != nil
        var search: StringResolver.Search?
        var messages: [Diagnostic.Message] = []
        let keyCount = hasOwnTexts ? usedKeys.count + unusedSpecKeys.count : usedKeys.count
        for index in 0..<keyCount {
            // The keys of `strings` that no label uses follow the used ones.
            let key = index < usedKeys.count ? usedKeys[index] : unusedSpecKeys[index - usedKeys.count]
            guard !ownTexts.contains(where: { $0[key] != nil }) else { continue }
            let places = search ?? resolver.search(chain: chain, defaultChain: defaultChain)
            search = places
            guard let resolution = resolver.resolve(key, in: places) else {
                messages.append(.noTextAnywhere(key, locale: locale))
                continue
            }
            switch resolution.origin {
            case .builtIn(let origin) where chain.contains(origin) && !(hasOwnTexts && isSpecKey(at: index)):
                continue
            case .builtIn(let origin): messages.append(.fallsBack(key, locale: locale, to: "the built-in '\(origin)'"))
            case .spec(let origin): messages.append(.fallsBack(key, locale: locale, to: "'\(origin)' of strings"))
            }
        }
        return messages
    }

    /// Whether some locale of `strings` has the key at `index` of the used keys followed by
    /// the unused ones (which all come from `strings`).
    private mutating func isSpecKey(at index: Int) -> Bool {
        guard index < usedKeys.count else { return true }
        if let known = specKeys[index] { return known }
        let key = usedKeys[index]
        let answer = strings.values.contains { $0[key] != nil }
        specKeys[index] = answer
        return answer
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
