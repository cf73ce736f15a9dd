import Diagnostics

extension Node {
    /// Parses the one YAML document of a spec file into a located node tree: its root, or nil
    /// when the input holds no document (empty, or only comments).
    ///
    /// Every failure is one ``Diagnostic`` at the offending place: libyaml's syntax, encoding and
    /// control-character errors, a second document, an undefined alias, and each of `limits`.
    public static func parse(_ source: Source, limits: Limits = Limits()) throws(Diagnostic) -> Node? {
        try Document.parse(source, limits: limits).map { document in Node(document.root) }
    }

    /// The tree of a document's node: an alias's node is made again where the alias stands.
    init(_ node: Document.Node) {
        switch node {
        case .scalar(let scalar):
            self = .scalar(Scalar(text: scalar.text, style: scalar.style, tag: scalar.tag, mark: scalar.mark))
        case .sequence(let sequence):
            self = .sequence(Sequence(items: sequence.items.map(Node.init), tag: sequence.tag, mark: sequence.mark))
        case .mapping(let mapping):
            let pairs = mapping.pairs.map { Mapping.Pair(key: Node($0.key), value: Node($0.value)) }
            self = .mapping(Mapping(pairs: pairs, tag: mapping.tag, mark: mapping.mark))
        }
    }
}

extension Document {
    /// Parses the one YAML document of a spec file, as ``YAML/Node/parse(_:limits:)`` does, into
    /// a flat document; nil when the input holds no document.
    package static func parse(_ source: Source, limits: Limits = Limits()) throws(Diagnostic) -> Document? {
        if source.bytes.count > limits.maxBytes {
            let mark = source.mark(atByteOffset: limits.maxBytes)
            throw Diagnostic(.fileTooLarge(limit: limits.maxBytes), file: source.path, at: mark)
        }
        return try source.bytes.withUnsafeBufferPointer { bytes throws(Diagnostic) in
            if let offset = FlowNestingScan(bytes: bytes, limit: limits.maxDepth).firstOffsetTooDeep() {
                let mark = source.mark(atByteOffset: offset)
                throw Diagnostic(.nestingTooDeep(limit: limits.maxDepth), file: source.path, at: mark)
            }
            let composer = Composer(
                reader: EventReader(bytes: bytes, source: source), limits: limits, file: source.path, byteCount: bytes.count)
            return try composer.composeStream()
        }
    }
}

extension Diagnostic.Message {
    /// The file is larger than the configured limit.
    static func fileTooLarge(limit: Int) -> Self {
        Self(
            rule: .yamlLimit,
            "file is larger than the limit of \(Limits.describe(bytes: limit)); nothing after this point is read")
    }
}
