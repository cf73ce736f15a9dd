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

    /// The findings, locale by locale in the order the locales are first written, made only
    /// while they can be among a file's first ``FoundDiagnostics/limit`` by position: each
    /// locale's are counted first, the locales taken by position, and those after the first
    /// ``FoundDiagnostics/limit`` are counted, not made (``TranslationFindings/notMade``). A
    /// locale ``CoverageShortcut`` clears has none; the full check is made for the first that
    /// it does not clear, once.
    func findings(file: String) -> (made: [Diagnostic], notMade: [FoundDiagnostics.NotMade]) {
        let shortcut = CoverageShortcut(block: block, usedKeys: usedKeys, catalog: catalog)
        let uses = LocaleUses(block: block, defaultLocale: defaultLocale)
        var unread = UnreadLocales(block: block, shown: uses.shown)
        var made = unread.diagnostics(file: file)
        var notMade: [FoundDiagnostics.NotMade] = []
        // A pseudo-locale lacks nothing: what it has not of its own is made from English.
        let checked = uses.locales.filter {
            LocaleID.isWellFormed($0.id) && PseudoLocale(locale: $0.id) == nil && !shortcut.covers($0.id)
        }
        guard !checked.isEmpty else { return (made, notMade) }
        var check = LocaleFindings(block: block, defaultLocale: defaultLocale, usedKeys: usedKeys, catalog: catalog)
        let counts = checked.map { check.count(in: $0.id) }
        let quotas = Self.quotas(counts: counts.map(\.count), marks: checked.map(\.mark))
        for (index, use) in checked.enumerated() {
            let messages = check.findings(in: use.id, limit: quotas[index])
            made += messages.map { Diagnostic($0, file: file, at: use.mark) }
            let rest = counts[index].count - messages.count
            if rest > 0 {
                notMade.append(FoundDiagnostics.NotMade(count: rest, mark: use.mark, isError: counts[index].isError))
            }
        }
        return (made, notMade)
    }

    /// How many findings of each locale to make: as many as can be among the first
    /// ``FoundDiagnostics/limit`` by position, the findings of the locales written earlier
    /// (at a smaller mark) coming first.
    private static func quotas(counts: [Int], marks: [Mark]) -> [Int] {
        var quotas = Array(repeating: 0, count: counts.count)
        var before = 0
        var index = 0
        let order = marks.indices.sorted { marks[$0] < marks[$1] }
        while index < order.count {
            // Locales at one mark share the quota of the findings before it.
            var end = index
            while end < order.count, marks[order[end]] == marks[order[index]] { end += 1 }
            for position in index..<end { quotas[order[position]] = max(0, FoundDiagnostics.limit - before) }
            for position in index..<end { before += counts[order[position]] }
            index = end
        }
        return quotas
    }
}

/// Every finding of one locale, each key resolved along SPEC.md §5's fallback chain; or their
/// number, counted without resolving the keys of `strings`, so that a spec of many locales and
/// keys is checked in time linear in its size (``count(in:)``).
struct LocaleFindings {
    /// How many findings a locale has, and whether they are errors.
    struct Count {
        var count: Int
        var isError: Bool
    }

    /// Which keys a count of missing keys counts without resolving them: a key of `strings`
    /// missing from a locale's own chain is always a finding (it cannot fall back to the
    /// built-in catalog), one of the catalog only when it falls back outside that chain.
    private enum CountedKey {
        /// A used key that no catalog locale has, checked for every locale.
        case usedOutsideCatalog
        /// A key of `strings` no label uses, checked for locales of `strings`.
        case unused
    }

    /// How many of the counted keys a chain's locales of `strings` have, between them.
    private struct KeysPresent {
        var usedOutsideCatalog = 0
        var unused = 0
    }

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
    /// keys a locale has.
    private let strings: [String: [String: String]]
    /// Every key of `strings`.
    private let specKeySet: Set<String>
    /// The used keys the catalog has, by their index in ``usedKeys``: resolved one by one.
    private let catalogKeyIndices: [Int]
    /// The keys counted without resolving them.
    private let countedKeys: [String: CountedKey]
    private let usedOutsideCatalogCount: Int
    /// What each list of locales of `strings` (a chain's, or the end of one) has, worked out
    /// once for the many locales whose chains end alike.
    private var present: [[String]: KeysPresent] = [:]

    /// What every locale's check needs, worked out once: the same arguments as
    /// ``LocaleCoverage/init(block:defaultLocale:usedKeys:catalog:)``.
    init(block: StringsBlock, defaultLocale: String, usedKeys: [String], catalog: LabelCatalog) {
        self.defaultLocale = defaultLocale
        defaultChain = LocaleChain.candidates(for: defaultLocale)
        let strings = block.texts
        self.strings = strings
        let specKeySet = Set(block.locales.lazy.flatMap { $0.entries.lazy.map(\.key) })
        self.specKeySet = specKeySet
        let usedKeys = usedKeys.filter { key in catalog.keys.contains(key) || specKeySet.contains(key) }
        self.usedKeys = usedKeys
        resolver = StringResolver(strings: strings, defaultLocale: defaultLocale, catalog: catalog)
        locales = LocaleSuggestion(specLocales: Set(strings.keys), catalog: catalog)
        self.catalog = catalog
        var seen = Set(usedKeys)
        unusedSpecKeys = block.locales.flatMap { $0.entries.map(\.key) }.filter { seen.insert($0).inserted }
        catalogKeyIndices = usedKeys.indices.filter { catalog.keys.contains(usedKeys[$0]) }
        var countedKeys: [String: CountedKey] = [:]
        for key in usedKeys where !catalog.keys.contains(key) { countedKeys[key] = .usedOutsideCatalog }
        usedOutsideCatalogCount = countedKeys.count
        for key in unusedSpecKeys { countedKeys[key] = .unused }
        self.countedKeys = countedKeys
    }

    /// The findings of `locale` (well-formed): that it looks wrong, or the keys it lacks; the
    /// first `limit` of them.
    mutating func findings(in locale: String, limit: Int = .max) -> [Diagnostic.Message] {
        guard limit > 0 else { return [] }
        // A locale of strings that is a built-in one in another letter case is reported where
        // strings write it (`builtInLocaleInOtherCase`); its missing texts would only repeat that.
        if strings[locale] != nil, catalog.locale(inOtherCase: locale) != nil { return [] }
        guard !locales.looksWrong(locale) else {
            return [.unknownLocale(locale, fallback: fallback(of: locale), suggestion: locales.suggestion(for: locale))]
        }
        return missing(in: locale, limit: limit)
    }

    /// How many findings ``findings(in:limit:)`` gives with no limit, worked out with one
    /// lookup per text of the locale's own, each catalog key aside.
    mutating func count(in locale: String) -> Count {
        if strings[locale] != nil, catalog.locale(inOtherCase: locale) != nil { return Count(count: 0, isError: false) }
        guard !locales.looksWrong(locale) else {
            return Count(count: 1, isError: SpecRule.unknownLocale.severity == .error)
        }
        var lookup = KeyLookup(locale: locale, strings: strings)
        var count = 0
        for index in catalogKeyIndices where finding(at: index, &lookup) != nil { count += 1 }
        let ownLocales = lookup.chain.filter { strings[$0] != nil }
        let present = keysPresent(in: ownLocales[...])
        count += usedOutsideCatalogCount - present.usedOutsideCatalog
        if lookup.hasOwnTexts { count += unusedSpecKeys.count - present.unused }
        return Count(count: count, isError: SpecRule.missingTranslation.severity == .error)
    }

    /// How many of the counted keys `places` (locales of `strings`) have between them. The
    /// counts of a chain's end (`remembered`) are kept for the other chains that end so; a
    /// whole chain is mostly one locale's own.
    private mutating func keysPresent(in places: ArraySlice<String>, remembered: Bool = false) -> KeysPresent {
        guard let first = places.first, let texts = strings[first] else { return KeysPresent() }
        if remembered, let known = present[Array(places)] { return known }
        let rest = places.dropFirst()
        var counts = keysPresent(in: rest, remembered: true)
        for key in texts.keys where !rest.contains(where: { strings[$0]?[key] != nil }) {
            switch countedKeys[key] {
            case .usedOutsideCatalog: counts.usedOutsideCatalog += 1
            case .unused: counts.unused += 1
            case nil: break
            }
        }
        if remembered { present[Array(places)] = counts }
        return counts
    }

    /// Where an unserved locale's labels come from: the default locale, or built-in English.
    private func fallback(of locale: String) -> String {
        locale != defaultLocale && locales.serves(defaultLocale) ? defaultLocale : "en"
    }

    /// What one locale's keys are looked up in, the resolver's places made only when a key is
    /// missing from the locale's own chain.
    private struct KeyLookup {
        let locale: String
        let chain: [String]
        let ownTexts: [[String: String]]
        let hasOwnTexts: Bool
        var search: StringResolver.Search?

        init(locale: String, strings: [String: [String: String]]) {
            self.locale = locale
            chain = LocaleChain.candidates(for: locale)
            ownTexts = chain.compactMap { strings[$0] }
            hasOwnTexts = strings[locale] != nil
        }
    }

    /// The first `limit` keys the locale lacks, in order: the used keys, then (for a locale of
    /// `strings`) those of `strings` no label uses.
    private mutating func missing(in locale: String, limit: Int) -> [Diagnostic.Message] {
        var lookup = KeyLookup(locale: locale, strings: strings)
        var messages: [Diagnostic.Message] = []
        let keyCount = lookup.hasOwnTexts ? usedKeys.count + unusedSpecKeys.count : usedKeys.count
        for index in 0..<keyCount where messages.count < limit {
            if let message = finding(at: index, &lookup) { messages.append(message) }
        }
        return messages
    }

    /// The finding of the key at `index` of the used keys followed by the unused ones, if any:
    /// the resolver's places are listed only when a key is missing from the locale's own chain.
    private func finding(at index: Int, _ lookup: inout KeyLookup) -> Diagnostic.Message? {
        // The keys of `strings` that no label uses follow the used ones.
        let key = index < usedKeys.count ? usedKeys[index] : unusedSpecKeys[index - usedKeys.count]
        guard !lookup.ownTexts.contains(where: { $0[key] != nil }) else { return nil }
        let places = lookup.search ?? resolver.search(chain: lookup.chain, defaultChain: defaultChain)
        lookup.search = places
        let locale = lookup.locale
        guard let resolution = resolver.resolve(key, in: places) else { return .noTextAnywhere(key, locale: locale) }
        switch resolution.origin {
        case .builtIn(let origin) where lookup.chain.contains(origin) && !(lookup.hasOwnTexts && isSpecKey(at: index)):
            return nil
        case .builtIn(let origin): return .fallsBack(key, locale: locale, to: "the built-in '\(origin)'")
        case .spec(let origin): return .fallsBack(key, locale: locale, to: "'\(origin)' of strings")
        }
    }

    /// Whether some locale of `strings` has the key at `index` of the used keys followed by
    /// the unused ones (which all come from `strings`).
    private func isSpecKey(at index: Int) -> Bool {
        index >= usedKeys.count || specKeySet.contains(usedKeys[index])
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
            "unknown locale '\(locale)': neither strings nor the built-in catalog has it, so its labels fall back to '\(fallback)'",
            suggesting: suggestion)
    }
}
