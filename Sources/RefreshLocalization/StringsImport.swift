import Diagnostics
import RefreshSpec
import YAML

/// `refreshspec strings import`: translations written into a spec's `strings` block in place.
/// Every imported text that differs from the spec's own changes, and every new text that
/// differs from what the label shows now is added (so re-importing an export, built-ins
/// included, changes nothing). Import never deletes a text. The spec is parsed twice: as
/// loaded, and once more as edited.
public enum StringsImport {
    /// What importing into a spec comes to.
    public enum Outcome: Sendable {
        /// Every imported text is what the spec already shows: there is nothing to write.
        case upToDate
        /// The edited file, to write over the spec; how many texts were replaced and added, and
        /// each text that changes, in line order.
        case edited(bytes: [UInt8], changed: Int, added: Int, texts: [TextChange])
        /// The spec, or the spec as edited, has errors (located in its own text): nothing is written.
        case invalid(LoadResult)
    }

    /// Imports texts per locale, in the order given, into a loaded spec. Throws when a text
    /// cannot be placed in place or the edited file would not read back with exactly the
    /// intended strings. The spec is judged as it will be after the import: a spec whose errors
    /// the imported texts resolve (labels naming keys the `strings` block does not have yet, as
    /// before a translator's first delivery) is edited; one with any other error is not.
    public static func apply(
        _ imported: [(locale: String, entries: [(key: String, value: String)])], to loaded: LoadResult
    ) throws(Diagnostic) -> Outcome {
        guard loaded.document != nil else { return .invalid(loaded) }
        let editor = StringsEditor(source: loaded.source, strings: loaded.strings)
        let changes = changes(to: loaded.spec, block: loaded.strings, from: imported)
        let result = try editor.applying(changes)
        guard result.bytes != loaded.source.bytes else { return loaded.hasErrors ? .invalid(loaded) : .upToDate }
        guard !result.reloaded.hasErrors else { return .invalid(result.reloaded) }
        let texts = TextChange.list(changes, before: loaded.strings, after: result.reloaded.strings)
        return .edited(bytes: result.bytes, changed: result.changed, added: result.added, texts: texts)
    }

    /// The changes, locale by locale in the order given, keys in file order: every text that
    /// differs from what the spec shows for its key, or, for a spec with errors (`spec` nil),
    /// from the `strings` block's own text.
    static func changes(
        to spec: Spec?, block: StringsBlock, from imported: [(locale: String, entries: [(key: String, value: String)])]
    ) -> [StringsEditor.Change] {
        let resolver = spec.map { StringResolver(spec: $0) }
        var changes: [StringsEditor.Change] = []
        for (locale, entries) in imported {
            for (key, value) in entries {
                if shown(key, locale: locale, block: block, resolver: resolver) != value {
                    changes.append(StringsEditor.Change(locale: locale, key: key, text: value))
                }
            }
        }
        return changes
    }
}
