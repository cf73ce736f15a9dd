import Diagnostics

extension Document {
    /// A node of a ``Document``: a scalar, a sequence or a mapping, read in place.
    ///
    /// A handle points into its document's storage without keeping the document: it must not
    /// outlive the document it was read from.
    public enum Node: @unchecked Sendable {
        case scalar(Scalar)
        case sequence(Sequence)
        case mapping(Mapping)

        /// Where the node starts.
        @inlinable public var mark: Mark {
            switch self {
            case .scalar(let scalar): scalar.mark
            case .sequence(let sequence): sequence.mark
            case .mapping(let mapping): mapping.mark
            }
        }

        /// The node's index in its document.
        var index: Int32 {
            switch self {
            case .scalar(let scalar): scalar.index
            case .sequence(let sequence): sequence.index
            case .mapping(let mapping): mapping.index
            }
        }

        /// The node as a scalar, if it is one.
        @inlinable public var scalar: Scalar? {
            if case .scalar(let scalar) = self { scalar } else { nil }
        }

        /// The node's kind in words, for messages: "a mapping", "a sequence" or "a scalar".
        package var kindDescription: String {
            switch self {
            case .scalar: "a scalar"
            case .sequence: "a sequence"
            case .mapping: "a mapping"
            }
        }
    }

    /// A scalar node: its text exactly as libyaml produced it (after escapes and folding; any
    /// character, NUL included), its style and tag.
    public struct Scalar: @unchecked Sendable {
        /// How a scalar was written; quoted and block scalars are always strings.
        public enum Style: Sendable, Hashable {
            case plain, singleQuoted, doubleQuoted, literal, folded
        }

        @usableFromInline let storage: Storage
        @usableFromInline let index: Int32

        @inlinable
        init(storage: Storage, index: Int32) {
            self.storage = storage
            self.index = index
        }

        /// The scalar's text, made on each call: read it once where it is needed.
        package var text: String { withUTF8(\.decodedString) }

        /// The text's length in UTF-8 bytes.
        @inlinable public var utf8Count: Int { Int(storage.records[Int(index)].count) }

        /// Whether the text is `name`, compared byte for byte: for ASCII names of keys and
        /// words, whose only canonically equal text is themselves.
        package func isText(_ name: String) -> Bool {
            var name = name
            return name.withUTF8 { name in withUTF8 { $0.hasSameBytes(as: name) } }
        }

        /// Whether two scalars' texts are the same bytes (texts that differ only in how a
        /// character is encoded, composed or decomposed, are not).
        package func hasSameBytes(as other: Scalar) -> Bool {
            withUTF8 { bytes in other.withUTF8 { bytes.hasSameBytes(as: $0) } }
        }

        /// Calls `body` with the text's bytes, without making a string.
        @inlinable public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let record = storage.records[Int(index)]
            return body(storage.bytes(record.start, record.count))
        }

        /// How the scalar was written.
        @inlinable public var style: Style { storage.records[Int(index)].style }
        /// The explicit tag in full form (`tag:yaml.org,2002:str`), if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the scalar starts.
        @inlinable public var mark: Mark { storage.mark(at: index) }
    }

    /// A sequence node; its items in document order.
    public struct Sequence: @unchecked Sendable {
        @usableFromInline let storage: Storage
        @usableFromInline let index: Int32

        @inlinable
        init(storage: Storage, index: Int32) {
            self.storage = storage
            self.index = index
        }

        /// The items, in document order.
        @inlinable public var items: Items { Items(storage: storage, index: index) }
        /// The explicit tag, if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the sequence starts.
        @inlinable public var mark: Mark { storage.mark(at: index) }
    }

    /// A mapping node; its pairs in document order, repeated keys included.
    public struct Mapping: @unchecked Sendable {
        @usableFromInline let storage: Storage
        @usableFromInline let index: Int32

        @inlinable
        init(storage: Storage, index: Int32) {
            self.storage = storage
            self.index = index
        }

        /// The pairs, in document order.
        @inlinable public var pairs: Pairs { Pairs(storage: storage, index: index) }
        /// The explicit tag, if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the mapping starts.
        @inlinable public var mark: Mark { storage.mark(at: index) }
    }

    /// One key of a mapping and its value.
    public struct Pair: @unchecked Sendable {
        /// The key node.
        public let key: Node
        /// The value node.
        public let value: Node

        /// The key's text when the key is a scalar (as in every spec); nil for a collection key.
        package var keyText: String? { key.scalar?.text }
    }

    /// A sequence's items.
    public struct Items: RandomAccessCollection, @unchecked Sendable {
        @usableFromInline let storage: Storage
        @usableFromInline let index: Int32

        @inlinable
        init(storage: Storage, index: Int32) {
            self.storage = storage
            self.index = index
        }

        /// The first item's index, 0.
        @inlinable public var startIndex: Int { 0 }
        /// The index past the last item, ``count``.
        @inlinable public var endIndex: Int { count }
        /// The item at `position`.
        @inlinable public subscript(position: Int) -> Node { storage.node(at: storage.child(position, of: index)) }

        // The type's own `count`, `isEmpty` and `indices`, so that callers in other modules
        // read them directly rather than through the generic collection algorithms.
        /// The number of items.
        @inlinable public var count: Int { Int(storage.records[Int(index)].count) }
        /// Whether there is no item.
        @inlinable public var isEmpty: Bool { count == 0 }
        /// `0..<count`.
        @inlinable public var indices: Range<Int> { 0..<count }
    }

    /// A mapping's pairs.
    public struct Pairs: RandomAccessCollection, @unchecked Sendable {
        @usableFromInline let storage: Storage
        @usableFromInline let index: Int32

        @inlinable
        init(storage: Storage, index: Int32) {
            self.storage = storage
            self.index = index
        }

        /// The first pair's index, 0.
        @inlinable public var startIndex: Int { 0 }
        /// The index past the last pair, ``count``.
        @inlinable public var endIndex: Int { count }
        /// The number of pairs.
        @inlinable public var count: Int { Int(storage.records[Int(index)].count) / 2 }
        /// Whether there is no pair.
        @inlinable public var isEmpty: Bool { count == 0 }
        /// `0..<count`.
        @inlinable public var indices: Range<Int> { 0..<count }
        /// The key of the pair at `position`, read without its value.
        @inlinable public func key(at position: Int) -> Node { storage.node(at: storage.child(2 * position, of: index)) }
        /// The value of the pair at `position`, read without its key.
        @inlinable public func value(at position: Int) -> Node { storage.node(at: storage.child(2 * position + 1, of: index)) }

        /// The pair at `position`, key and value.
        public subscript(position: Int) -> Pair {
            Pair(key: key(at: position), value: value(at: position))
        }
    }
}
