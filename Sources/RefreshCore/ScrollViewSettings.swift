/// How a scroll view is set up (SPEC.md §3), every setting with its default beside it: what a
/// spec's `scrollView` says once decoded, and what the engine's scroll view is made with.
///
/// The content size and offset follow the frame and inset until they are set; two settings are
/// equal when they set the same values the same way.
public struct ScrollViewSettings: Sendable, Hashable {
    /// The UIKit class it stands for: a table view, as in most MJRefresh set-ups, unless set.
    public var kind = ScrollViewKind.table
    /// The axis the content scrolls along; vertical unless set.
    public var axis = Axis.vertical
    /// The viewport size in points (UIKit's `frame.size`) it starts with (a `rotate` step turns it);
    /// UIKit's zero size unless set (a spec always sets it).
    public var frame = Size(width: 0, height: 0)
    /// The content size in points; the frame's unless set.
    public var contentSize: Size {
        get { givenContentSize ?? frame }
        set { givenContentSize = newValue }
    }
    /// The content inset in points; none unless set.
    public var contentInset = EdgeInsets.zero
    /// The safe-area insets the view controller gives it, in points; none unless set (or a
    /// ``device`` sets them).
    public var safeArea = EdgeInsets.zero
    /// How the safe area enters ``adjustedContentInset``; UIKit's `automatic` unless set.
    public var contentInsetAdjustment: ContentInsetAdjustment {
        get { givenContentInsetAdjustment ?? .automatic }
        set { givenContentInsetAdjustment = newValue }
    }
    /// The ``contentInsetAdjustment`` given, if any: `generate swift` sets only what a spec gives.
    public private(set) var givenContentInsetAdjustment: ContentInsetAdjustment?
    /// Whether it bounces vertically even when the content fits, so that the vertical axis
    /// counts as scrollable, when the app sets it after attaching the components; nil leaves
    /// UIKit's default (true for a table view only) and what attaching sets: every MJRefresh
    /// component turns it on, a trailer or righter off.
    public var alwaysBounceVertical: Bool?
    /// Whether it bounces horizontally even when the content fits, when the app sets it after
    /// attaching; nil leaves UIKit's default (false) and what attaching a trailer sets (true).
    public var alwaysBounceHorizontal: Bool?
    /// Whether it bounces along each axis before anything is attached: the values set, else
    /// UIKit's defaults.
    public var initialAlwaysBounce: (vertical: Bool, horizontal: Bool) {
        (alwaysBounceVertical ?? (kind == .table), alwaysBounceHorizontal ?? false)
    }
    /// The device whose screen it fills, when a spec names one: `rotate` steps turn it.
    public var device: Device?
    /// UIKit's `adjustedContentInset` as it starts: `contentInset` plus the safe area
    /// ``contentInsetAdjustment`` lets in.
    public var adjustedContentInset: EdgeInsets {
        contentInsetAdjustment.adjustedInset(
            contentInset, safeArea: safeArea, contentSize: contentSize, frame: frame, kind: kind,
            alwaysBounce: initialAlwaysBounce)
    }
    /// The offset it starts at; `(-adjustedContentInset.left, -adjustedContentInset.top)`, which
    /// shows the top of the content, as a table view first lays out, unless set.
    public var contentOffset: Point {
        get { givenContentOffset ?? Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { givenContentOffset = newValue }
    }
    /// Rows or items of a table or collection view (MJRefresh's `mj_totalDataCount`); 0.
    public var dataCount = 0
    /// Whether paging is on, which changes the auto footer's end animation; false.
    public var pagingEnabled = false
    /// Whether it starts in a window, so that `beginRefreshing` refreshes at once instead of
    /// waiting in `willRefresh`; true.
    public var inWindow = true
    /// How a drag moves the offset past the edges; none unless set: the offset follows the finger.
    public var rubberBand = RubberBand.none
    /// Seconds the offset takes to settle inside the bounds after a release; 0.4.
    public var bounceDuration = 0.4
    /// Virtual-clock ticks per second while settling; 60.
    public var frameRate = 60

    /// The content size given, if any.
    private var givenContentSize: Size?
    /// The offset given, if any.
    private var givenContentOffset: Point?

    /// A scroll view of UIKit's zero size, every other setting its default.
    public init() {}

    /// A scroll view of `frame`, every other setting its default.
    public init(frame: Size) {
        self.frame = frame
    }
}
