import RefreshSpec

extension StringsImport {
    /// One text an import writes: where it stands in the edited file, and what it was.
    public struct TextChange: Sendable, Hashable {
        /// The line of the text in the edited file, from 1.
        public var line: Int
        /// The locale id.
        public var locale: String
        /// The string key.
        public var key: String
        /// The text before; nil when the import adds it.
        public var old: String?
        /// The text written.
        public var new: String

        /// The texts `changes` write (the last of two changes of one text), by line in the
        /// edited file: every one whose text in `before` differs, found in `after`.
        static func list(_ changes: [StringsEditor.Change], before: StringsBlock, after: StringsBlock) -> [TextChange] {
            var seen: Set<[String]> = []
            let lastOfEach = changes.reversed().filter { seen.insert([$0.locale, $0.key]).inserted }
            return lastOfEach.compactMap { change -> TextChange? in
                let old = before.locale(change.locale)?.text(change.key)
                guard old != change.text,
                    let entry = after.locale(change.locale)?.entries.first(where: { $0.key == change.key })
                else { return nil }
                return TextChange(line: entry.value.mark.line, locale: change.locale, key: change.key, old: old, new: change.text)
            }
            .sorted { ($0.line, $0.locale, $0.key) < ($1.line, $1.locale, $1.key) }
        }
    }
}
