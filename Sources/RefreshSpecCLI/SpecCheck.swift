import YAML

/// Everything `validate` finds in one source.
enum SpecCheck {
    /// The source's diagnostics in source order.
    static func diagnostics(of source: Source) -> [Diagnostic] {
        do {
            _ = try Loader().load(source)
            return []
        } catch {
            return [error]
        }
    }
}
