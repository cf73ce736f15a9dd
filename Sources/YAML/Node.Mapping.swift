import Diagnostics

extension Node {
    /// A mapping node. Pairs keep document order; duplicate keys are kept too, so that a
    /// later stage can report them at their own position.
    public struct Mapping: Sendable, Hashable {
        /// One key and its value.
        public struct Pair: Sendable, Hashable {
            /// The key node (a scalar in every spec, but YAML allows any node).
            public var key: Node
            /// The value node (any kind).
            public var value: Node

            /// A pair of a key node and its value.
            public init(key: Node, value: Node) {
                self.key = key
                self.value = value
            }
        }

        /// The pairs, in document order.
        public var pairs: [Pair]
        /// The explicit tag, if any.
        public var tag: String?
        /// Where the mapping starts (its `{` or its first key).
        public var mark: Mark

        /// A mapping of pairs in document order, starting at `mark`.
        public init(pairs: [Pair], tag: String? = nil, mark: Mark) {
            self.pairs = pairs
            self.tag = tag
            self.mark = mark
        }
    }
}
