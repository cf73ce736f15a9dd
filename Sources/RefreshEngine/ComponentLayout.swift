/// Frames of a component's subviews, in the component's own coordinates (MJRefresh's
/// `placeSubviews`). A subview the style does not have is nil.
public struct ComponentLayout: Sendable, Hashable {
    /// The state label.
    public let stateLabel: Rect?
    /// The header's last-updated label.
    public let lastUpdatedLabel: Rect?
    /// The arrow image (normal style); present even while the arrow is hidden.
    public let arrow: Rect?
    /// The activity indicator (normal style).
    public let indicator: Rect?
    /// The gif image view.
    public let gif: Rect?

    /// Size of MJRefresh's `arrow.png`.
    public static let arrowSize = Size(width: 15, height: 40)
    /// Size of MJRefresh's `trail_arrow.png`.
    public static let trailArrowSize = Size(width: 15, height: 15)
    /// Size of a gray `UIActivityIndicatorView`.
    public static let indicatorSize = Size(width: 20, height: 20)
    /// Gap between the text and the arrow, indicator or gif: 25, gif style 20.
    static func labelLeftInset(for style: Style) -> Double { style == .gif ? 20 : 25 }
}
