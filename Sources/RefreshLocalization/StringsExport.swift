import RefreshSpec

/// What `refreshspec strings export` writes: per locale, the spec's own texts in document
/// order, and optionally the built-in texts its labels use.
public enum StringsExport {
    /// One locale's export: its id and its `key = text` pairs in order.
    public typealias ExportedLocale = (id: String, entries: [(key: String, value: String)])

    /// The locales of the spec's `strings` (and, with built-ins, its `defaultLocale`), each
    /// with its own texts; `includeBuiltIns` appends, for every key a label uses that the
    /// locale lacks, the built-in text it falls back to.
    public static func locales(of spec: Spec, block: StringsBlock, includeBuiltIns: Bool) -> [ExportedLocale] {
        var locales: [ExportedLocale] = block.locales.map { ($0.id, $0.entries.map { ($0.key, $0.text) }) }
        guard includeBuiltIns else { return locales }
        if !locales.contains(where: { $0.id == spec.defaultLocale }) { locales.insert((spec.defaultLocale, []), at: 0) }
        let resolver = StringResolver(spec: spec)
        let used = StringsUsage.keys(of: spec)
        for index in locales.indices {
            let locale = locales[index].id
            for key in used where !locales[index].entries.contains(where: { $0.key == key }) {
                guard let resolution = resolver.resolve(key, locale: locale), case .builtIn = resolution.origin else { continue }
                locales[index].entries.append((key, resolution.text))
            }
        }
        return locales
    }

    /// The same texts as a String Catalog's contents, with the default locale as source language.
    public static func catalog(of spec: Spec, block: StringsBlock, includeBuiltIns: Bool) -> XCStrings.Contents {
        var texts: [String: [String: String]] = [:]
        for locale in locales(of: spec, block: block, includeBuiltIns: includeBuiltIns) {
            texts[locale.id] = Dictionary(locale.entries, uniquingKeysWith: { first, _ in first })
        }
        return XCStrings.Contents(sourceLanguage: spec.defaultLocale, texts: texts)
    }
}
