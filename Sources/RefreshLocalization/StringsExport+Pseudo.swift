import RefreshSpec

extension StringsExport {
    /// A pseudo-locale's texts for the app: every key the spec's `strings` define and every key
    /// its labels use, in that order, each as a label shows it in `pseudo` (the spec's own text
    /// for the pseudo-locale when it has one, else its English made into the pseudo-locale).
    /// Keys English has no text for are left out.
    public static func pseudoLocale(_ pseudo: PseudoLocale, of spec: Spec, block: StringsBlock) -> ExportedLocale {
        let keys = block.locales.flatMap { $0.entries.map(\.key) } + StringsUsage.keys(of: spec)
        var seen: Set<String> = []
        let resolver = StringResolver(spec: spec)
        let entries = keys.filter { seen.insert($0).inserted }.compactMap { key in
            resolver.resolve(key, locale: pseudo.rawValue).map { (key: key, value: $0.text) }
        }
        return (pseudo.rawValue, entries)
    }
}
