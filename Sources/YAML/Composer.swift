import Diagnostics

/// Builds nodes from events: resolves anchors and aliases, and enforces the depth and alias
/// limits as the events arrive, so a hostile input stops at the first event past a limit.
struct Composer {
    /// An open sequence or mapping; its children so far are the top of ``Composer/children``.
    private struct Collection {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        var mark: Mark
        /// How many of the composer's children belong to this collection (keys and values alike).
        var childCount = 0
        /// Nodes in this collection's subtree, itself included.
        var nodeCount = 1
    }

    private let reader: EventReader
    private let limits: Limits
    private let file: String
    private var stack: [Collection] = []
    /// The children of every open collection, innermost last: one stack for the whole stream,
    /// from which each finished collection moves its own into an array of exact size.
    private let children = NodeStack(capacity: Composer.initialCapacity * 4)
    private var anchors: [String: (node: Node, nodeCount: Int)] = [:]
    private var aliasNodes = 0

    init(reader: EventReader, limits: Limits, file: String) {
        self.reader = reader
        self.limits = limits
        self.file = file
        stack.reserveCapacity(Self.initialCapacity)
    }

    /// Room made at once for open collections (four times as much for their children): a
    /// spec nests a few levels deep, so the stacks rarely grow.
    private static let initialCapacity = 16

    /// The first document's root. A second document is an error, but the rest of the stream
    /// is still read so that a syntax error further on is the one reported.
    mutating func composeStream() throws(Diagnostic) -> Node? {
        var root: Node?
        var documents = 0
        var secondDocument: Diagnostic?
        while true {
            let completed: Node?
            switch try reader.next() {
            case .streamEnd:
                if let secondDocument { throw secondDocument }
                return root
            case .streamStart:
                completed = nil
            case .documentStart(let mark):
                documents += 1
                if documents == 2 { secondDocument = Diagnostic(.multipleDocuments, file: file, at: mark) }
                completed = nil
            case .documentEnd:
                anchors.removeAll()
                completed = nil
            case .scalar(let scalar, let anchor):
                completed = complete(.scalar(scalar), nodeCount: 1, anchor: anchor)
            case .alias(let name, let mark):
                completed = try alias(name, at: mark)
            case .sequenceStart(let tag, let anchor, let mark):
                try open(Collection(isMapping: false, tag: tag, anchor: anchor, mark: mark))
                completed = nil
            case .mappingStart(let tag, let anchor, let mark):
                try open(Collection(isMapping: true, tag: tag, anchor: anchor, mark: mark))
                completed = nil
            case .sequenceEnd:
                completed = close()
            case .mappingEnd:
                completed = close()
            }
            if let completed, documents == 1 { root = completed }
        }
    }

    /// Adds the node an alias stands for, counted against the alias limit; returns it when it
    /// is a root.
    private mutating func alias(_ name: String, at mark: Mark) throws(Diagnostic) -> Node? {
        guard let target = anchors[name] else { throw Diagnostic(.undefinedAlias(name), file: file, at: mark) }
        aliasNodes += target.nodeCount
        if aliasNodes > limits.maxAliasNodes {
            throw Diagnostic(.aliasExpansionTooLarge(limit: limits.maxAliasNodes), file: file, at: mark)
        }
        return complete(target.node, nodeCount: target.nodeCount, anchor: nil)
    }

    /// Ends the innermost collection; returns its node when it is a root.
    private mutating func close() -> Node? {
        guard let collection = stack.popLast() else { return nil }
        return complete(node(closing: collection), nodeCount: collection.nodeCount, anchor: collection.anchor)
    }

    /// Starts a collection, unless it would nest deeper than the limit.
    private mutating func open(_ collection: consuming Collection) throws(Diagnostic) {
        guard stack.count < limits.maxDepth else {
            throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), file: file, at: collection.mark)
        }
        stack.append(collection)
    }

    /// Records a finished node: under its anchor, and in its parent, or as the root.
    private mutating func complete(_ node: consuming Node, nodeCount: Int, anchor: String?) -> Node? {
        if let anchor { anchors[anchor] = (copy node, nodeCount) }
        guard !stack.isEmpty else { return node }
        stack[stack.count - 1].childCount += 1
        stack[stack.count - 1].nodeCount += nodeCount
        children.push(node)
        return nil
    }

    /// The node of a collection that just ended, its children moved off ``children``.
    private mutating func node(closing collection: Collection) -> Node {
        guard collection.isMapping else {
            return .sequence(
                Node.Sequence(items: children.popItems(collection.childCount), tag: collection.tag, mark: collection.mark))
        }
        // A key without a value cannot come from libyaml; were it to, it is dropped.
        if collection.childCount % 2 == 1 { children.dropLast() }
        let pairs = children.popPairs(collection.childCount / 2)
        return .mapping(Node.Mapping(pairs: pairs, tag: collection.tag, mark: collection.mark))
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

    /// An alias names an anchor that was not defined before it.
    static func undefinedAlias(_ name: String) -> Self {
        Self(rule: .yamlAlias, "alias '*\(name)' names no anchor defined before it")
    }

    /// A second document starts in a file that must hold one.
    static var multipleDocuments: Self {
        Self(rule: .multipleDocuments, "a spec file holds one YAML document, but a second one starts here")
    }
}
