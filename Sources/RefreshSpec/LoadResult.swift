import Diagnostics

/// What loading a spec file gives: the spec when the file has no errors, and every diagnostic
/// (errors and warnings) sorted by position.
public struct LoadResult: Sendable {
    /// The spec; nil when any diagnostic is an error.
    public let spec: Spec?
    /// The diagnostics, sorted by line and column (ties keep the order found).
    public let diagnostics: [Diagnostic]

    /// Creates a result; sorts the diagnostics and drops the spec if any of them is an error.
    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        let sorted = diagnostics.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }.map(
            \.element)
        self.diagnostics = sorted
        self.spec = sorted.contains { $0.severity == .error } ? nil : spec
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }
}
