/// Which locales plainly need no translation finding, seen without working out any fallback:
/// the common case of a valid spec, answered with a few comparisons per locale
/// (``LocaleCoverage`` makes the full check only for the locales this cannot clear).
///
/// It answers only for a spec whose locales of `strings` all list the same keys in the same
/// order (``StringsBlock/listsSameKeys``): then each locale of `strings` has every key of
/// `strings`, and a used key is either in every locale of `strings` or in none. A locale is
/// *covered* when its chain (SPEC.md §5) reaches a locale of `strings` or of the catalog, every
/// used key of `strings` is in a locale of `strings` along that chain, and every other used
/// key is in a catalog locale along it. A covered locale is served (so it does not look wrong)
/// and finds every key in its own chain, where the full check reports nothing.
struct CoverageShortcut {
    /// The locale ids of `strings`, in document order; nil when the shortcut does not apply.
    private let specLocales: [String]?
    /// Whether some used key is a key of `strings`.
    private let usesSpecKeys: Bool
    /// The used keys that no locale of `strings` has: the catalog's (or nobody's, which the
    /// full check skips, so that a locale whose chain has every catalog key is covered).
    private let otherKeys: [String]
    private let catalog: LabelCatalog

    /// The facts of one spec: its `strings` block and the keys its labels use (``StringsUsage``).
    init(block: StringsBlock, usedKeys: [String], catalog: LabelCatalog) {
        self.catalog = catalog
        guard block.listsSameKeys else {
            (specLocales, usesSpecKeys, otherKeys) = (nil, false, [])
            return
        }
        specLocales = block.locales.map(\.id)
        let firstKeys = block.locales.isEmpty ? [] : block.locales[0].entries
        // Many keys are looked up in the first locale's dictionary, made only then; a few are compared.
        let looksUp = firstKeys.count > 32
        let firstTexts = looksUp ? block.texts[block.locales[0].id] ?? [:] : [:]
        var usesSpecKeys = false
        var otherKeys: [String] = []
        otherKeys.reserveCapacity(usedKeys.count)
        // Labels mostly use the keys in the order `strings` lists them: the next listed key is
        // compared before any lookup, and a few keys are compared rather than hashed.
        var next = firstKeys.startIndex
        for key in usedKeys {
            if next < firstKeys.endIndex, firstKeys[next].key == key {
                usesSpecKeys = true
                next += 1
            } else if looksUp ? firstTexts[key] != nil : Self.lists(key, in: firstKeys) {
                usesSpecKeys = true
            } else {
                otherKeys.append(key)
            }
        }
        self.usesSpecKeys = usesSpecKeys
        self.otherKeys = otherKeys
    }

    /// Whether `entries` list `key` (compared as `String`s, as the dictionaries compare them).
    private static func lists(_ key: String, in entries: [StringsBlock.Text]) -> Bool {
        entries.contains { $0.key == key }
    }

    /// Whether `locale` (well-formed) is covered: true means no finding; false means only that
    /// the full check must decide.
    func covers(_ locale: String) -> Bool {
        guard let specLocales else { return false }
        // A locale of `strings` has every key of `strings`: nothing to look up.
        if otherKeys.isEmpty, specLocales.contains(locale) { return true }
        let chain = LocaleChain.candidates(for: locale)
        let reachesStrings = chain.contains { specLocales.contains($0) }
        guard reachesStrings || !usesSpecKeys else { return false }
        guard reachesStrings || chain.contains(where: { catalog.locales[$0] != nil }) else { return false }
        guard !otherKeys.isEmpty, !chain.contains(where: catalog.localesWithEveryKey.contains) else { return true }
        return otherKeys.allSatisfy { key in chain.contains { catalog.locales[$0]?[key] != nil } }
    }
}
