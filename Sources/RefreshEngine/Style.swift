/// How a component draws itself; decides which subviews it has.
public enum Style: String, Sendable, Hashable {
    /// No subviews.
    case plain
    /// A state label (and, for headers, a last-updated label).
    case state
    /// State label, arrow and activity indicator.
    case normal
    /// State label and animated image frames.
    case gif

    /// Whether the style shows a state label.
    var hasLabel: Bool { self != .plain }
}
