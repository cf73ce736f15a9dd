/// Builds nodes from events: resolves anchors and aliases, and enforces the depth and alias
/// limits as the events arrive, so a hostile input stops at the first event past a limit.
struct Composer {
    private struct Collection {
        var isMapping: Bool
        var tag: String?
        var anchor: String?
        var mark: Mark
        var items: [Node] = []
        var pairs: [Node.Mapping.Pair] = []
        var pendingKey: Node?
        /// Nodes in this collection's subtree, itself included.
        var nodeCount = 1

        mutating func append(_ node: Node, nodeCount count: Int) {
            nodeCount += count
            guard isMapping else { return items.append(node) }
            if let key = pendingKey {
                pairs.append(Node.Mapping.Pair(key: key, value: node))
                pendingKey = nil
            } else {
                pendingKey = node
            }
        }

        var node: Node {
            isMapping
                ? .mapping(Node.Mapping(pairs: pairs, tag: tag, mark: mark))
                : .sequence(Node.Sequence(items: items, tag: tag, mark: mark))
        }
    }

    private let reader: EventReader
    private let limits: Limits
    private let file: String
    private var stack: [Collection] = []
    private var anchors: [String: (node: Node, nodeCount: Int)] = [:]
    private var aliasNodes = 0

    init(reader: EventReader, limits: Limits, file: String) {
        self.reader = reader
        self.limits = limits
        self.file = file
    }

    /// The first document's root. A second document is an error, but the rest of the stream
    /// is still read so that a syntax error further on is the one reported.
    mutating func composeStream() throws(Diagnostic) -> Node? {
        var root: Node?
        var documents = 0
        var secondDocument: Diagnostic?
        while true {
            switch try reader.next() {
            case .streamEnd:
                if let secondDocument { throw secondDocument }
                return root
            case .documentStart(let mark):
                documents += 1
                if documents == 2 { secondDocument = Diagnostic(.multipleDocuments, file: file, at: mark) }
            case .documentEnd:
                anchors.removeAll()
            case let event:
                if let node = try add(event), documents == 1 { root = node }
            }
        }
    }

    /// Feeds one node event; returns a node when it completes a root.
    private mutating func add(_ event: Event) throws(Diagnostic) -> Node? {
        switch event {
        case .scalar(let scalar, let anchor):
            return complete(.scalar(scalar), nodeCount: 1, anchor: anchor)
        case .alias(let name, let mark):
            guard let target = anchors[name] else { throw Diagnostic(.undefinedAlias(name), file: file, at: mark) }
            aliasNodes += target.nodeCount
            if aliasNodes > limits.maxAliasNodes {
                throw Diagnostic(.aliasExpansionTooLarge(limit: limits.maxAliasNodes), file: file, at: mark)
            }
            return complete(target.node, nodeCount: target.nodeCount, anchor: nil)
        case .sequenceStart(let tag, let anchor, let mark), .mappingStart(let tag, let anchor, let mark):
            guard stack.count < limits.maxDepth else {
                throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), file: file, at: mark)
            }
            var isMapping = false
            if case .mappingStart = event { isMapping = true }
            stack.append(Collection(isMapping: isMapping, tag: tag, anchor: anchor, mark: mark))
            return nil
        case .sequenceEnd, .mappingEnd:
            guard let collection = stack.popLast() else { return nil }
            return complete(collection.node, nodeCount: collection.nodeCount, anchor: collection.anchor)
        default:
            return nil
        }
    }

    /// Records a finished node: under its anchor, and in its parent, or as the root.
    private mutating func complete(_ node: Node, nodeCount: Int, anchor: String?) -> Node? {
        if let anchor { anchors[anchor] = (node, nodeCount) }
        guard !stack.isEmpty else { return node }
        stack[stack.count - 1].append(node, nodeCount: nodeCount)
        return nil
    }
}
