import RefreshSpec

extension StringsImport {
    /// Texts per locale, as an import takes them.
    public typealias Imported = [(locale: String, entries: [(key: String, value: String)])]

    /// What the three-way rule did with one imported text that differs from the spec's and was
    /// not simply taken.
    public struct Decision: Sendable, Hashable {
        /// The three outcomes besides "taken".
        public enum Kind: Sendable, Hashable {
            /// The file still has the exported text and the spec changed since: the spec's stays.
            case keptNewer
            /// Both changed since the export, to different texts: the spec's stays.
            case conflict
            /// A conflict resolved by taking the file's text (`--theirs`).
            case conflictTakingTheirs
        }

        /// What was decided.
        public var kind: Kind
        /// The line of the spec's text (before the import), from 1.
        public var line: Int
        /// The locale id.
        public var locale: String
        /// The string key.
        public var key: String
        /// The text the spec shows.
        public var spec: String
        /// The text the file gives.
        public var file: String
    }

    /// The imported texts the three-way rule lets through, and what it decided for the others.
    public struct ThreeWay: Sendable {
        /// The texts to import (``apply(_:to:)``).
        public var imported: Imported
        /// The texts kept newer, the conflicts, and the conflicts taken from the file, in the
        /// order imported.
        public var decisions: [Decision]

        /// How many conflicts were left unwritten: each fails the import.
        public var conflicts: Int { decisions.count { $0.kind == .conflict } }
    }

    /// The three-way rule, per imported text, with `manifest` (what the files held when
    /// exported) as the base: a text equal to the spec's own is nothing to do; one the manifest
    /// does not know, or one the spec has no text of its own for in that locale (it shows a
    /// fallback), is taken (as without a manifest); one the file changed and the spec did not is
    /// taken; one the spec changed and the file did not is kept (``Decision/Kind/keptNewer``);
    /// one both changed is a conflict, taken only with `takingTheirs`.
    public static func decide(
        _ imported: Imported, for loaded: LoadResult, exported manifest: ExportManifest, takingTheirs: Bool
    ) -> ThreeWay {
        var result = ThreeWay(imported: [], decisions: [])
        for (locale, entries) in imported {
            var taken: [(key: String, value: String)] = []
            for (key, value) in entries {
                // Only the spec's own text of the locale can have changed since the export: a text
                // it shows from a fallback is taken as without a manifest. `fileKept`: the file
                // still has the text exported; nil when the manifest has none.
                guard let own = loaded.strings.locale(locale)?.entries.first(where: { $0.key == key }), own.text != value,
                    let fileKept = manifest.isExported(value, locale: locale, key: key)
                else {
                    taken.append((key, value))
                    continue
                }
                let kind: Decision.Kind
                if fileKept {
                    kind = .keptNewer
                } else if manifest.isExported(own.text, locale: locale, key: key) == true {
                    taken.append((key, value))
                    continue
                } else {
                    kind = takingTheirs ? .conflictTakingTheirs : .conflict
                }
                if kind == .conflictTakingTheirs { taken.append((key, value)) }
                result.decisions.append(
                    Decision(kind: kind, line: own.value.mark.line, locale: locale, key: key, spec: own.text, file: value))
            }
            if !taken.isEmpty { result.imported.append((locale, taken)) }
        }
        return result
    }

    /// The imported texts of the keys the spec has (in any locale of its `strings`) or its
    /// labels show, and how many texts of other keys were left out: a catalog of a whole app
    /// holds other specs' keys. A spec with errors, whose labels are not known, takes every key
    /// (a translator's first delivery names keys its `strings` lack).
    public static func ownKeys(of imported: Imported, for loaded: LoadResult) -> (imported: Imported, leftOut: Int) {
        guard let spec = loaded.spec else { return (imported, 0) }
        let known = Set(StringsUsage.keys(of: spec)).union(loaded.strings.locales.flatMap { $0.entries.map(\.key) })
        var leftOut = 0
        let kept: Imported = imported.compactMap { locale, entries in
            let own = entries.filter { known.contains($0.key) }
            leftOut += entries.count - own.count
            return own.isEmpty ? nil : (locale, own)
        }
        return (kept, leftOut)
    }

    /// The text the spec shows for `key` in `locale`: its own under that locale, else, for a
    /// spec without errors (`resolver`), the text its label falls back to.
    static func shown(_ key: String, locale: String, block: StringsBlock, resolver: StringResolver?) -> String? {
        block.locale(locale)?.text(key) ?? resolver?.resolve(key, locale: locale)?.text
    }
}
