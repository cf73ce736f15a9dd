import Diagnostics

extension Document {
    /// Parses the one YAML document of a spec file: its nodes, each located, or nil when the
    /// input holds no document (empty, or only comments).
    ///
    /// Every failure is one ``Diagnostic`` at the offending place: libyaml's syntax, encoding and
    /// control-character errors, a second document, an undefined alias, and each of `limits`.
    package static func parse(_ source: Source, limits: Limits = Limits()) throws(Diagnostic) -> Document? {
        try source.requireWithinSize(limits.maxBytes)
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

extension Source {
    /// Throws the `yaml-limit` error at the first byte past `limit` when the source holds more
    /// than `limit` bytes (``Source/read(path:limit:fileName:)`` reads at most one more): the
    /// one size check of every file the tool reads, specs and translation files alike.
    public func requireWithinSize(_ limit: Int = Limits().maxBytes) throws(Diagnostic) {
        guard bytes.count > limit else { return }
        throw Diagnostic(.fileTooLarge(limit: limit), file: path, at: mark(atByteOffset: limit))
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
