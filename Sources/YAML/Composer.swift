import Diagnostics

/// Builds a ``Document`` from events: resolves anchors and aliases, and enforces the depth and
/// alias limits as the events arrive, so a hostile input stops at the first event past a limit.
struct Composer: ~Copyable {
    /// An open sequence or mapping; its children so far are the top of ``Composer/pending``.
    /// Plain values, so that the stack of them is a ``GrowingBuffer``.
    private struct Collection {
        /// The collection's own record.
        var index: Int32
        /// Whether it has an anchor, which is then the last of ``Composer/openAnchors``.
        var hasAnchor: Bool
        /// Where its children start in ``Composer/pending``.
        var firstPending: Int
        /// Nodes in this collection's subtree, itself included.
        var nodeCount = 1
        /// ``Composer/textBytesSoFar`` when it opened: what its subtree adds is the difference
        /// when it closes, worked out only for an anchored one.
        var textBytesBefore: Int
    }

    private let reader: EventReader
    private let limits: Limits
    private let file: String
    private var stack = GrowingBuffer<Collection>(capacity: 16)
    /// The anchors of the open collections that have one, innermost last.
    private var openAnchors: [String] = []
    /// The children of every open collection, innermost last: each finished collection moves
    /// its own into ``children``.
    private var pending = GrowingBuffer<Int32>(capacity: 64)
    private var records: GrowingBuffer<Document.NodeRecord>
    private var text: GrowingBuffer<UInt8>
    private var children: GrowingBuffer<Int32>
    private var anchors: [String: (index: Int32, nodeCount: Int, textBytes: Int)] = [:]
    private var aliasNodes = 0
    /// Bytes of scalar text the aliases so far stand for, and the most they may.
    private var aliasBytes = 0
    /// Bytes of tags in ``text``, which are no scalar text.
    private var tagBytes = 0
    private let maxAliasBytes: Int

    init(reader: EventReader, limits: Limits, file: String, byteCount: Int) {
        self.reader = reader
        self.limits = limits
        self.file = file
        maxAliasBytes = limits.maxAliasBytes(forFileOf: byteCount)
        // A node takes a few bytes of YAML at least, and its text fewer than it is written in:
        // room for most documents at once.
        records = GrowingBuffer(capacity: byteCount / 8 + 16)
        children = GrowingBuffer(capacity: byteCount / 8 + 16)
        text = GrowingBuffer(capacity: byteCount + 16)
    }

    /// The first document, or nil when the stream has none. A second document is an error, but
    /// the rest of the stream is still read so that a syntax error further on is the one reported.
    consuming func composeStream() throws(Diagnostic) -> Document? {
        var root: Int32?
        var documents = 0
        // Where a second document starts: the error is made at the end, not carried through the loop.
        var secondDocument: Mark?
        while true {
            let event = try reader.next(appendingTextTo: &text)
            let completed: Int32?
            switch event.kind {
            case .streamEnd:
                if let secondDocument { throw Diagnostic(.multipleDocuments, file: file, at: secondDocument) }
                guard let root else { return nil }
                let nodeCount = Int32(records.count)
                return Document(
                    records: records.take(), nodeCount: nodeCount, text: text.take(), children: children.take(),
                    rootIndex: root)
            case .streamStart:
                completed = nil
            case .documentStart:
                documents += 1
                if documents == 2 { secondDocument = event.mark }
                completed = nil
            case .documentEnd:
                anchors.removeAll()
                completed = nil
            case .scalar:
                let index = append(.scalar, event, start: text.count - event.count, count: event.count)
                if event.hasAnchor { anchors[reader.anchor ?? ""] = (index, 1, event.count) }
                completed = complete(index, nodeCount: 1)
            case .alias:
                completed = try alias(reader.anchor ?? "", at: event.mark)
            case .sequenceStart:
                try open(.sequence, event)
                completed = nil
            case .mappingStart:
                try open(.mapping, event)
                completed = nil
            case .sequenceEnd, .mappingEnd:
                completed = close()
            }
            if let completed, documents == 1 { root = completed }
        }
    }

    /// Adds the record of an event's node: a scalar's text, or a collection's children (`count`
    /// of them from `start`, set when it closes).
    @inline(__always)
    private mutating func append(_ kind: Document.Kind, _ event: Event, start: Int, count: Int) -> Int32 {
        var tagStart: Int32 = 0
        var tagCount: Int32 = -1
        if event.hasTag, var tag = reader.tag {
            tagStart = Int32(text.count)
            tag.withUTF8 { text.append(contentsOf: $0) }
            tagCount = Int32(text.count) - tagStart
            tagBytes += Int(tagCount)
        }
        records.append(
            Document.NodeRecord(
                mark: event.mark, start: Int32(start), count: Int32(count), tagStart: tagStart, tagCount: tagCount,
                kind: kind, style: event.style))
        return Int32(records.count - 1)
    }

    /// Adds the node an alias stands for, counted against the alias limits (nodes, and bytes of
    /// text); returns it when it is a root.
    private mutating func alias(_ name: String, at mark: Mark) throws(Diagnostic) -> Int32? {
        guard let target = anchors[name] else { throw Diagnostic(.undefinedAlias(name), file: file, at: mark) }
        aliasNodes += target.nodeCount
        if aliasNodes > limits.maxAliasNodes {
            throw Diagnostic(.aliasExpansionTooLarge(limit: limits.maxAliasNodes), file: file, at: mark)
        }
        aliasBytes += target.textBytes
        if aliasBytes > maxAliasBytes {
            throw Diagnostic(.aliasTextTooLarge(limit: maxAliasBytes), file: file, at: mark)
        }
        return complete(target.index, nodeCount: target.nodeCount)
    }

    /// Bytes of scalar text composed so far, aliases expanded: counted from the text read and
    /// the aliases' bytes, so that no node adds its own to its parent's.
    private var textBytesSoFar: Int { text.count - tagBytes + aliasBytes }

    /// Starts a collection, unless it would nest deeper than the limit.
    @inline(__always)  // once per collection, from one place: a call cost a fifth of the work
    private mutating func open(_ kind: Document.Kind, _ event: Event) throws(Diagnostic) {
        guard stack.count < limits.maxDepth else {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), file: file, at: event.mark)
        }
        let index = append(kind, event, start: 0, count: 0)
        if event.hasAnchor { openAnchors.append(reader.anchor ?? "") }
        stack.append(
            Collection(
                index: index, hasAnchor: event.hasAnchor, firstPending: pending.count, textBytesBefore: textBytesSoFar))
    }

    /// Ends the innermost collection, its children moved into the document; returns it when it
    /// is a root.
    @inline(__always)  // once per collection, from one place
    private mutating func close() -> Int32? {
        guard let collection = stack.popLast() else { return nil }
        var count = pending.count - collection.firstPending
        // A key without a value cannot come from libyaml; were it to, it is dropped.
        if records[Int(collection.index)].kind == .mapping, count % 2 == 1 { count -= 1 }
        records[Int(collection.index)].start = Int32(children.count)
        records[Int(collection.index)].count = Int32(count)
        children.append(contentsOf: UnsafeBufferPointer(start: pending.base + collection.firstPending, count: count))
        pending.truncate(to: collection.firstPending)
        if collection.hasAnchor, let anchor = openAnchors.popLast() {
            anchors[anchor] = (collection.index, collection.nodeCount, textBytesSoFar - collection.textBytesBefore)
        }
        return complete(collection.index, nodeCount: collection.nodeCount)
    }

    /// Records a finished node in its parent; returns it when it is a root.
    private mutating func complete(_ index: Int32, nodeCount: Int) -> Int32? {
        guard !stack.isEmpty else { return index }
        stack[stack.count - 1].nodeCount += nodeCount
        pending.append(index)
        return nil
    }
}

extension Diagnostic.Message {
    /// Collections nest deeper than the configured limit.
    static func nestingTooDeep(limit: Int) -> Self {
        Self(rule: .yamlLimit, "collections nest deeper than the limit of \(limit) levels")
    }

    /// Aliases expand to more nodes than the configured limit.
    static func aliasExpansionTooLarge(limit: Int) -> Self {
        Self(rule: .yamlLimit, "aliases expand to more than the limit of \(limit) nodes")
    }

    /// Aliases repeat more bytes of text than the limit for the file.
    static func aliasTextTooLarge(limit: Int) -> Self {
        Self(
            rule: .yamlLimit,
            "aliases repeat more than the limit of \(Limits.describe(bytes: limit)) of text "
                + "(4 × the file's size, at least 1 MiB and at most 32 MiB)")
    }

    /// An alias names an anchor that was not defined before it.
    static func undefinedAlias(_ name: String) -> Self {
        Self(rule: .yamlAlias, "alias '*\(name)' names no anchor defined before it")
    }

    /// A second document starts in a file that must hold one.
    static var multipleDocuments: Self {
        Self(rule: .multipleDocuments, "a spec file holds one YAML document, but a second one starts here")
    }
}
