/// How a drag moves the offset past the content's edges (SPEC.md §3 `rubberBand`).
public enum RubberBand: String, Sendable, Hashable, CaseIterable {
    /// The offset follows the finger exactly.
    case none
    /// UIKit's curve: past an edge the offset moves `(1 - 1/(x*0.55/d + 1)) * d`.
    case uikit
}
