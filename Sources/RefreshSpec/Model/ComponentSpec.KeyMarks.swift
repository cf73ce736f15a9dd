import Diagnostics

extension ComponentSpec {
    /// Where each key written in a component's mapping is (the key, not its value), looked up by
    /// key name; a key left to its default has none. Kept as a short list in the component
    /// table's order rather than a dictionary: a component writes a handful of keys, and
    /// hashing each name cost more than the rest of keeping them.
    public struct KeyMarks: Sendable, Hashable {
        /// A written key: its position in ``KeyTable/component`` and where it is written.
        private struct Written: Sendable, Hashable {
            let position: Int
            let mark: Mark
        }

        /// The written keys, by position in the table (so equal sets of keys compare equal,
        /// whatever order the mapping wrote them in).
        private var written: [Written] = []

        /// No key written.
        public init() {}

        /// Where `key` is written; nil when the mapping does not write it.
        public subscript(key: String) -> Mark? {
            guard let position = KeyTable.component.position(of: key) else { return nil }
            return written.first { $0.position == position }?.mark
        }

        /// Room for `count` keys.
        mutating func reserveCapacity(_ count: Int) {
            written.reserveCapacity(count)
        }

        /// Records the key at `position` of the component table, written once at `mark`.
        mutating func record(position: Int, at mark: Mark) {
            var index = written.endIndex
            while index > 0, written[index - 1].position > position { index -= 1 }
            written.insert(Written(position: position, mark: mark), at: index)
        }
    }
}
