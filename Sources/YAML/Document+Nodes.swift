import Diagnostics

extension Document {
    /// A node of a ``Document``: a scalar, a sequence or a mapping, read in place.
    ///
    /// A handle points into its document's storage without keeping the document: it must not
    /// outlive the document it was read from.
    package enum Node: @unchecked Sendable {
        case scalar(Scalar)
        case sequence(Sequence)
        case mapping(Mapping)

        /// Where the node starts.
        package var mark: Mark {
            switch self {
            case .scalar(let scalar): scalar.mark
            case .sequence(let sequence): sequence.mark
            case .mapping(let mapping): mapping.mark
            }
        }

        /// The node as a scalar, if it is one.
        package var scalar: Scalar? {
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

    /// A scalar node: its text exactly as libyaml produced it, its style and tag.
    package struct Scalar: @unchecked Sendable {
        let storage: Storage
        let index: Int32

        /// The scalar's text, made on each call: read it once where it is needed.
        package var text: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

        /// The text's length in UTF-8 bytes.
        package var utf8Count: Int { Int(storage.entries[Int(index)].count) }

        /// Whether the text is `name`, compared byte for byte: for ASCII names of keys and
        /// words, whose only canonically equal text is themselves.
        package func isText(_ name: StaticString) -> Bool {
            withUTF8 { $0.isText(name) }
        }

        /// Whether two scalars' texts are the same bytes (texts that differ only in how a
        /// character is encoded, composed or decomposed, are not).
        package func hasSameBytes(as other: Scalar) -> Bool {
            withUTF8 { bytes in other.withUTF8 { bytes.hasSameBytes(as: $0) } }
        }

        /// Calls `body` with the text's bytes, without making a string.
        package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let entry = storage.entries[Int(index)]
            return body(storage.bytes(entry.start, entry.count))
        }

        /// How the scalar was written.
        package var style: YAML.Node.Scalar.Style { storage.entries[Int(index)].style }
        /// The explicit tag in full form, if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the scalar starts.
        package var mark: Mark { storage.mark(at: index) }
    }

    /// A sequence node; its items in document order.
    package struct Sequence: @unchecked Sendable {
        let storage: Storage
        let index: Int32

        /// The items, in document order.
        package var items: Items { Items(storage: storage, index: index) }
        /// The explicit tag, if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the sequence starts.
        package var mark: Mark { storage.mark(at: index) }
    }

    /// A mapping node; its pairs in document order, repeated keys included.
    package struct Mapping: @unchecked Sendable {
        let storage: Storage
        let index: Int32

        /// The pairs, in document order.
        package var pairs: Pairs { Pairs(storage: storage, index: index) }
        /// The explicit tag, if any.
        package var tag: String? { storage.tag(at: index) }
        /// Where the mapping starts.
        package var mark: Mark { storage.mark(at: index) }
    }

    /// One key of a mapping and its value.
    package struct Pair: @unchecked Sendable {
        package let key: Node
        package let value: Node

        /// The key's text when the key is a scalar (as in every spec); nil for a collection key.
        package var keyText: String? { key.scalar?.text }
    }

    /// A sequence's items.
    package struct Items: RandomAccessCollection, @unchecked Sendable {
        let storage: Storage
        let index: Int32

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> Node { storage.node(at: storage.child(position, of: index)) }

        // The type's own `count`, `isEmpty` and `indices`, so that callers in other modules
        // read them directly rather than through the generic collection algorithms.
        package var count: Int { Int(storage.entries[Int(index)].count) }
        package var isEmpty: Bool { count == 0 }
        package var indices: Range<Int> { 0..<count }
    }

    /// A mapping's pairs.
    package struct Pairs: RandomAccessCollection, @unchecked Sendable {
        let storage: Storage
        let index: Int32

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package var count: Int { Int(storage.entries[Int(index)].count) / 2 }
        package var isEmpty: Bool { count == 0 }
        package var indices: Range<Int> { 0..<count }
        /// The key of the pair at `position`, read without its value.
        package func key(at position: Int) -> Node { storage.node(at: storage.child(2 * position, of: index)) }
        /// The value of the pair at `position`, read without its key.
        package func value(at position: Int) -> Node { storage.node(at: storage.child(2 * position + 1, of: index)) }

        package subscript(position: Int) -> Pair {
            Pair(key: key(at: position), value: value(at: position))
        }
    }
}
