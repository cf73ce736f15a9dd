/// How a component draws itself, after MJRefresh's subclasses; decides which subviews it has.
public enum Style: String, Sendable, Hashable, CaseIterable {
    /// No subviews (`MJRefreshHeader` itself).
    case plain
    /// A state label, and for headers a last-updated label (`…StateHeader`).
    case state
    /// State label, arrow and activity indicator (`…NormalHeader`); the default.
    case normal
    /// State label and animated image frames (`…GifHeader`).
    case gif

    /// Whether the style shows a state label: every style but plain.
    public var hasLabel: Bool { self != .plain }
}
