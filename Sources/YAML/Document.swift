import Diagnostics

/// A parsed YAML document held flat: one array of nodes in document order, one buffer of every
/// scalar's bytes (and tag's), one array of each collection's children. Reading a spec walks it
/// through ``Document/Node`` handles, which are plain pointers and indices: copying one retains
/// nothing, and a document costs a few allocations to build and to free, whatever its size.
/// Every node carries its ``Mark``. An alias is its anchored node again: the collection that
/// holds it lists that node's index.
///
/// A document is immutable once made, so it can be shared between threads.
///
/// The class and its handles are `public` only so that their small accessors can be
/// `@inlinable`: the decoder reads a node through several of them per key, and a call into
/// this module for each cost more than the reading (an `@inlinable` `package` declaration is
/// not inlined into another module). Nothing outside the package can make or reach a
/// document: its initializer is internal and ``root`` is `package`.
public final class Document: @unchecked Sendable {
    /// One node: where it starts, its kind, style and tag, and where its text or children are.
    @usableFromInline
    struct NodeRecord {
        /// Where the node starts.
        @usableFromInline var mark: Mark
        /// A scalar's first byte in the text; a collection's first child in the children.
        @usableFromInline var start: Int32
        /// A scalar's length in bytes; a collection's number of children (a mapping's keys and
        /// values alike).
        @usableFromInline var count: Int32
        /// The node's explicit tag in the text, or a length of -1 when it has none.
        var tagStart: Int32
        var tagCount: Int32
        @usableFromInline var kind: Kind
        @usableFromInline var style: Scalar.Style
    }

    @usableFromInline
    enum Kind: UInt8 {
        case scalar, sequence, mapping
    }

    /// Where a document's storage is: what every handle holds, so that reading a node goes
    /// through no reference (reading through arrays, or a class, retained them on every access).
    @usableFromInline
    struct Storage {
        @usableFromInline let records: UnsafePointer<NodeRecord>
        @usableFromInline let text: UnsafePointer<UInt8>
        @usableFromInline let children: UnsafePointer<Int32>
    }

    let storage: Storage
    /// The number of nodes.
    let nodeCount: Int32
    /// The index of the document's root node.
    let rootIndex: Int32

    /// A document of the composer's storage (`nodeCount` nodes), which it now owns.
    init(
        records: UnsafeMutablePointer<NodeRecord>, nodeCount: Int32, text: UnsafeMutablePointer<UInt8>,
        children: UnsafeMutablePointer<Int32>, rootIndex: Int32
    ) {
        storage = Storage(records: records, text: text, children: children)
        self.nodeCount = nodeCount
        self.rootIndex = rootIndex
    }

    deinit {
        PlainMemory.deallocate(UnsafeMutablePointer(mutating: storage.records))
        PlainMemory.deallocate(UnsafeMutablePointer(mutating: storage.text))
        PlainMemory.deallocate(UnsafeMutablePointer(mutating: storage.children))
    }

    /// The root node. Its handle, and every handle read from it, is valid while the document
    /// is: keep the document while reading (``withExtendedLifetime(_:_:)``), and beside any
    /// handle stored.
    package var root: Node { storage.node(at: rootIndex) }

    /// Where the first node after `node` and everything in it starts, so that a mark from
    /// `node.mark` up to this one (excluded) lies within it; nil when nothing follows it.
    package func mark(following node: Node) -> Mark? {
        let last = storage.lastIndex(within: node.index)
        return last + 1 < nodeCount ? storage.mark(at: last + 1) : nil
    }
}

extension Document.Storage {
    @inlinable
    func node(at index: Int32) -> Document.Node {
        switch records[Int(index)].kind {
        case .scalar: .scalar(Document.Scalar(storage: self, index: index))
        case .sequence: .sequence(Document.Sequence(storage: self, index: index))
        case .mapping: .mapping(Document.Mapping(storage: self, index: index))
        }
    }

    @inlinable
    func mark(at index: Int32) -> Mark {
        records[Int(index)].mark
    }

    /// The bytes of text from `start`, `count` long.
    @inlinable
    func bytes(_ start: Int32, _ count: Int32) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text + Int(start), count: Int(count))
    }

    func tag(at index: Int32) -> String? {
        let record = records[Int(index)]
        return record.tagCount < 0 ? nil : String(decoding: bytes(record.tagStart, record.tagCount), as: UTF8.self)
    }

    /// The index of the last node of the one at `index` and everything in it: nodes are held in
    /// document order, so a node's own nodes follow it, ending with those of its last child. A
    /// child listed at an index before its collection's is an alias of an earlier node, which the
    /// collection does not hold.
    func lastIndex(within index: Int32) -> Int32 {
        var current = index
        while records[Int(current)].kind != .scalar {
            let record = records[Int(current)]
            var last = current
            for offset in 0..<Int(record.count) { last = max(last, children[Int(record.start) + offset]) }
            guard last > current else { break }
            current = last
        }
        return current
    }

    /// The `offset`th child of the collection at `index`.
    @inlinable
    func child(_ offset: Int, of index: Int32) -> Int32 {
        children[Int(records[Int(index)].start) + offset]
    }
}
