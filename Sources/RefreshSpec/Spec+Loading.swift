import YAML

extension Spec {
    /// Loads and validates a spec file (see ``SpecLoader/load(_:)``).
    public static func load(source: Source, limits: Limits = Limits()) -> LoadResult {
        SpecLoader(limits: limits).load(source)
    }

    /// Decodes and validates a document's root node (see ``SpecLoader/decode(_:file:)``).
    public static func decode(node: Node?, file: String) -> LoadResult {
        SpecLoader().decode(node, file: file)
    }
}
