import Diagnostics
import RefreshCore

/// The scroll view of a spec (SPEC.md §3).
public struct ScrollViewSpec: Sendable, Hashable {
    /// The kind of scroll view.
    public var kind: ScrollViewKind
    /// The scrolling axis.
    public var axis: Axis
    /// The viewport size.
    public var frame: Size
    /// The content size (the frame size unless given).
    public var contentSize: Size
    /// The content inset.
    public var contentInset: EdgeInsets
    /// The initial offset (`{x: -left, y: -top}` unless given).
    public var contentOffset: Point
    /// Total rows or items.
    public var dataCount: Int
    /// Whether paging is enabled.
    public var pagingEnabled: Bool
    /// Whether the scroll view starts in a window.
    public var inWindow: Bool
    /// The rubber-band model.
    public var rubberBand: RubberBand
    /// Seconds to settle back inside the bounds after a release.
    public var bounceDuration: Double
    /// Virtual clock ticks per second during waits and bounces.
    public var frameRate: Int
    /// Where the `scrollView` mapping starts.
    public var mark: Mark
}
