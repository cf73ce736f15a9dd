import Diagnostics
import RefreshCore

/// The scroll view of a spec (SPEC.md §3).
public struct ScrollViewSpec: Sendable, Hashable {
    /// What kind of scroll view; the one type the engine uses too.
    public typealias Kind = ScrollViewKind
    /// The direction the content scrolls in; the one type the engine uses too.
    public typealias Axis = RefreshCore.Axis
    /// How a drag past an edge moves the offset; the one type the engine uses too.
    public typealias RubberBand = RefreshCore.RubberBand

    /// The kind of scroll view.
    public var kind: Kind
    /// The scrolling axis.
    public var axis: Axis
    /// The viewport size.
    public var frame: Spec.Size
    /// The content size (the frame size unless given).
    public var contentSize: Spec.Size
    /// The content inset.
    public var contentInset: Spec.Insets
    /// The initial offset (`{x: -left, y: -top}` unless given).
    public var contentOffset: Spec.Point
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
