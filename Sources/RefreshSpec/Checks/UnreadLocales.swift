import Diagnostics

/// The locales of `strings` that no locale the spec shows reads, though one it shows is the
/// same locale written another way and finds no locale of `strings` at all (project extension
/// of SPEC.md §5, rule `unread-locale`): a block `zh-Hans-CN` beside scenarios in `zh-CN`, which
/// reads `zh-CN`, `zh-Hans` and `zh`; a block `ja-JP` beside scenarios in `ja`. Those scenarios
/// show built-in or default texts while the block written for them is never read. The warning,
/// at the block, names the id the shown locale reads first: its own.
///
/// A block only a locale of another region or script would read (`en-GB` beside `en`) is a
/// variant, not a mistake, and so is a block beside which the shown locale reads another block.
struct UnreadLocales {
    private let block: StringsBlock
    /// The shown locales (``LocaleUses/shown``).
    private let shown: [(id: String, mark: Mark)]
    /// How many ids ``diagnostics(file:)`` filled out to their likely script and region (the
    /// costly part of telling the same locale): at most one for each locale of `strings` and
    /// each shown, so that the check is linear in the locales however many a spec shows.
    private(set) var likelyFormsMade = 0

    init(block: StringsBlock, shown: [(id: String, mark: Mark)]) {
        self.block = block
        self.shown = shown
    }

    /// One warning per block passed over, in the order `strings` writes them.
    mutating func diagnostics(file: String) -> [Diagnostic] {
        // Most specs show each locale as its block is written, and a block a shown locale is
        // written as is read: nothing is passed over, and nothing more is looked at. The few
        // locales of a usual spec are compared one by one; many are hashed.
        let allShown = shown
        let shownIDs = allShown.count > LocaleUses.IDsListed.maxCompared ? Set(allShown.lazy.map(\.id)) : nil
        let isShown = { (id: String) in shownIDs?.contains(id) ?? allShown.contains { $0.id == id } }
        guard block.locales.contains(where: { !isShown($0.id) }) else { return [] }
        let shown = allShown.filter { LocaleID.isWellFormed($0.id) }
        let chains = shown.map { LocaleChain.candidates(for: $0.id) }
        // The shown locales that read no block of `strings`: only these can pass one over.
        let ids = block.locales.map(\.id)
        let idSet = ids.count > LocaleUses.IDsListed.maxCompared ? Set(ids) : nil
        let isBlock = { (id: String) in idSet?.contains(id) ?? ids.contains(id) }
        let unserved = zip(shown, chains).filter { _, chain in !chain.contains(where: isBlock) }
        guard !unserved.isEmpty else { return [] }
        let read = Set(chains.joined())
        let languages = Set(unserved.lazy.map { LocaleSuggestion.language(of: $0.0.id) })
        // The first unserved locale of each likely form, made once a block may be one of them.
        var firstOfForm: [String: Int]?
        var diagnostics: [Diagnostic] = []
        for locale in block.locales where !read.contains(locale.id) && LocaleID.isWellFormed(locale.id) {
            let language = LocaleSuggestion.language(of: locale.id)
            guard languages.contains(language) else { continue }
            if firstOfForm == nil { firstOfForm = firstOfEachForm(unserved.map(\.0.id)) }
            guard let index = firstOfForm?[likelyForm(locale.id)] else { continue }
            let (use, chain) = unserved[index]
            diagnostics.append(
                Diagnostic(
                    .unreadLocale(locale.id, shownAs: use.id, chain: chain), file: file, at: locale.mark,
                    notes: [Diagnostic.Note("'\(use.id)' is shown here", at: use.mark)]))
        }
        return diagnostics
    }

    /// The index of the first of `ids` for each likely form (``likelyForm(_:)``).
    private mutating func firstOfEachForm(_ ids: [String]) -> [String: Int] {
        var first: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            let form = likelyForm(id)
            if first[form] == nil { first[form] = index }
        }
        return first
    }

    /// What the ids of one locale share (``LocaleSuggestion/sameLocaleKey(_:)``), counted.
    private mutating func likelyForm(_ id: String) -> String {
        likelyFormsMade += 1
        return LocaleSuggestion.sameLocaleKey(id)
    }
}

extension Diagnostic.Message {
    /// A locale of `strings` that the same locale, written another way, never reads.
    static func unreadLocale(_ id: String, shownAs shown: String, chain: [String]) -> Self {
        let tried = chain.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            rule: .unreadLocale,
            "no locale the spec shows reads '\(id)': '\(shown)', the same locale, looks in strings for \(tried) and "
                + "finds none, so its labels never show these texts; name this block '\(shown)'")
    }
}
