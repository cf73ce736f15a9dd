extension Spec {
    /// The text a label shows in a locale: a literal as written; a key by SPEC.md §5's order —
    /// the locale's chain in `strings`, the same chain in the built-in catalog, then
    /// `strings[defaultLocale]`, the catalog's `defaultLocale`, and the catalog's `en`.
    /// Nil when the key is found nowhere (validation reports that).
    public func text(of label: ComponentSpec.Label, locale: String, catalog: LabelCatalog = .builtIn) -> String? {
        switch label.content {
        case .text(let text): text
        case .key(let key): text(forKey: key, locale: locale, catalog: catalog)
        }
    }

    /// The text of a string key in a locale, by the order of ``text(of:locale:catalog:)``.
    public func text(forKey key: String, locale: String, catalog: LabelCatalog = .builtIn) -> String? {
        StringResolver(spec: self, catalog: catalog).resolve(key, locale: locale)?.text
    }
}
