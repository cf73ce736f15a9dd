/// What `refreshspec strings import` changes: every imported text that differs from the spec's
/// own, and every new text that differs from what the label shows now (so re-importing an
/// export, built-ins included, changes nothing). Import never deletes a text.
public enum StringsImport {
    /// The changes, locale by locale in the order given, keys in file order.
    public static func changes(
        to spec: Spec, block: StringsBlock, from imported: [(locale: String, entries: [(key: String, value: String)])]
    ) -> [StringsEditor.Change] {
        let resolver = StringResolver(spec: spec)
        var changes: [StringsEditor.Change] = []
        for (locale, entries) in imported {
            for (key, value) in entries {
                let current = block.locale(locale)?.text(key) ?? resolver.resolve(key, locale: locale)?.text
                if current != value { changes.append(StringsEditor.Change(locale: locale, key: key, text: value)) }
            }
        }
        return changes
    }
}
