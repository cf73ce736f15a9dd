import YAML

/// Reads spec files: YAML loading, decoding and validation in one call.
public struct SpecLoader: Sendable {
    /// The bounds the YAML loader enforces.
    public var limits: Limits

    /// Creates a loader with the given limits.
    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Loads and validates one spec file. A YAML error is the only diagnostic (no spec);
    /// otherwise every problem of the file is reported, and the spec is nil when any is an error.
    public func load(_ source: Source) -> LoadResult {
        do {
            return decode(try Loader(limits: limits).load(source), file: source.path)
        } catch {
            return LoadResult(spec: nil, diagnostics: [error])
        }
    }

    /// Decodes and validates a document's root node (nil for an empty document); the spec's
    /// default name is `file`'s name without directory and extension.
    public func decode(_ node: Node?, file: String) -> LoadResult {
        var decoder = SpecDecoder(file: file)
        guard let node else {
            decoder.report(.emptySpec, at: .start)
            return LoadResult(spec: nil, diagnostics: decoder.diagnostics)
        }
        let spec = decoder.decodeSpec(node, defaultName: Self.defaultName(file))
        return LoadResult(spec: spec, diagnostics: decoder.diagnostics)
    }

    /// `specs/feed.yaml` → `feed`.
    static func defaultName(_ path: String) -> String {
        let file = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
