import Diagnostics
import YAML

extension Spec {
    /// Parses, decodes and validates one spec file: the one way to load a spec. A YAML error is
    /// the only diagnostic (no spec); otherwise every problem of the file is reported, and the
    /// spec is nil when any is an error. The spec's default name is the file's name without
    /// directory and extension.
    public static func load(source: Source, limits: Limits = Limits()) -> LoadResult {
        let document: Document?
        do {
            document = try Document.parse(source, limits: limits)
        } catch {
            return LoadResult(
                source: source, document: nil, strings: .none, spec: nil,
                diagnostics: [StepArgumentBraces.explained(error, in: source)])
        }
        return load(source: source, document: document)
    }

    /// Decodes and validates a spec file whose document is already parsed.
    package static func load(source: Source, document: Document?) -> LoadResult {
        guard let document else {
            let empty = Diagnostic(.emptySpec, file: source.path, at: .start)
            return LoadResult(source: source, document: nil, strings: .none, spec: nil, diagnostics: [empty])
        }
        var decoder = SpecDecoder(file: source.path, document: document)
        let spec = decoder.decodeSpec(defaultName: defaultName(source.path))
        if let spec { decoder.checkWork(of: spec) }
        let diagnostics = decoder.diagnostics
        let explained = diagnostics.isEmpty ? diagnostics : CommentedValues.explained(diagnostics, in: source)
        return LoadResult(
            source: source, document: document, strings: decoder.strings, translationFindings: decoder.translationFindings,
            spec: spec, diagnostics: explained)
    }

    /// `specs/feed.yaml` → `feed`. The path is searched byte by byte for `/` and `.`: walking
    /// its characters cost more than decoding a small spec's mapping.
    private static func defaultName(_ path: String) -> String {
        let bytes = path.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        let file = bytes[start...]
        guard let dot = file.lastIndex(of: UInt8(ascii: ".")), dot != file.startIndex else { return String(Substring(file)) }
        return String(Substring(bytes[start..<dot]))
    }
}

extension Diagnostic.Message {
    /// The file holds no YAML document.
    static var emptySpec: Self {
        Self(rule: .specEmpty, "the file is empty; a spec is a mapping with at least version, scrollView and components")
    }
}
