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
        /// The edited file, to write over the spec; how many texts were replaced and added.
        case edited(bytes: [UInt8], changed: Int, added: Int)
        /// The spec, or the spec as edited, has errors (located in its own text): nothing is written.
        case invalid(LoadResult)
    }

    /// Imports texts per locale, in the order given, into a loaded spec. Throws when a text
    /// cannot be placed in place or the edited file would not read back with exactly the
    /// intended strings.
    public static func apply(
        _ imported: [(locale: String, entries: [(key: String, value: String)])], to loaded: LoadResult
    ) throws(Diagnostic) -> Outcome {
        guard let spec = loaded.spec else { return .invalid(loaded) }
        let editor = StringsEditor(source: loaded.source, strings: loaded.strings)
        let result = try editor.applying(changes(to: spec, block: loaded.strings, from: imported))
        guard result.bytes != loaded.source.bytes else { return .upToDate }
        guard !result.reloaded.hasErrors else { return .invalid(result.reloaded) }
        return .edited(bytes: result.bytes, changed: result.changed, added: result.added)
    }

    /// The changes, locale by locale in the order given, keys in file order.
    static func changes(
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
