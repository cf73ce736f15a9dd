import Diagnostics

extension Node {
    /// A sequence node: a block list (`- `) or a flow one (`[a, b]`).
    public struct Sequence: Sendable, Hashable {
        /// The items, in document order.
        public var items: [Node]
        /// The explicit tag, if any.
        public var tag: String?
        /// Where the sequence starts (its `[` or its first `-`).
        public var mark: Mark

        /// A sequence of items in document order, starting at `mark`.
        public init(items: [Node], tag: String? = nil, mark: Mark) {
            self.items = items
            self.tag = tag
            self.mark = mark
        }
    }
}
