import RefreshCore

/// A headless `UIScrollView`: geometry, gesture state and the attached refresh components.
///
/// Every method documented as a *step* ends by draining the clock's main queue, so work that
/// MJRefresh dispatches to the main queue (such as `endRefreshing`) has run when it returns.
public final class ScrollView {
    /// What it is made with (SPEC.md §3): the frame, kind, paging, rubber band and settling stay
    /// as set; the content size, inset, offset, data count and window flag are where it starts
    /// (``contentSize`` and the others below are the values now).
    public let settings: ScrollViewSettings
    /// UIKit's `contentSize` in points; changed by `setContentSize` and `reloadData`.
    public var contentSize: Size { status.contentSize }
    /// UIKit's `contentInset` in points; refreshing components and the auto footer add to it.
    public var contentInset: EdgeInsets { status.contentInset }
    /// The viewport size in points (UIKit's `frame.size`); `rotate` turns it.
    public var frame: Size { status.frame }
    /// The safe-area insets the view controller gives; `setSafeArea` and `rotate` change them.
    public var safeArea: EdgeInsets { status.safeArea }
    /// Whether it bounces vertically when the content fits: UIKit's default, then what attached
    /// components set (MJRefresh turns it on), unless the spec sets it.
    public var alwaysBounceVertical: Bool { status.alwaysBounceVertical }
    /// Whether it bounces horizontally when the content fits (a trailer turns it on).
    public var alwaysBounceHorizontal: Bool { status.alwaysBounceHorizontal }
    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe area the behaviour lets in
    /// now (``ContentInsetAdjustment``); the offsets' valid range and MJRefresh's `mj_inset`.
    public var adjustedContentInset: EdgeInsets {
        guard status.hasSafeArea else { return status.contentInset }
        return settings.contentInsetAdjustment.adjustedInset(
            status.contentInset, safeArea: status.safeArea, contentSize: status.contentSize, frame: status.frame,
            kind: settings.kind, alwaysBounce: (status.alwaysBounceVertical, status.alwaysBounceHorizontal))
    }
    /// The content offset; `y == -adjustedContentInset.top` shows the top of the content.
    public var contentOffset: Point { status.contentOffset }
    /// Whether a finger is dragging the content.
    public var isDragging: Bool { status.isDragging }
    /// The pan gesture's state: `began` at a drag after a release, `changed` per move, `ended` at release.
    public var panState: PanState { status.panState }
    /// Rows or items in a table or collection view (MJRefresh's `mj_totalDataCount`).
    public var dataCount: Int { status.dataCount }
    /// Whether the scroll view is in a window; if not, `beginRefreshing` waits in `willRefresh`
    /// until `appear`.
    public var isInWindow: Bool { status.isInWindow }
    /// The virtual clock driving animations, settling frames and the wall clock.
    public let clock: VirtualClock
    /// State changes recorded since the last `takeEvents()`.
    public internal(set) var events: [RefreshEvent] = []

    /// The changing values behind the public getters.
    var status: Status
    /// Attached components and observers, in attachment (= notification) order.
    var listeners: [any ScrollViewListener] = []
    /// The settling motion after a release, if any.
    var motion: Motion?
    /// Bumped whenever the motion stops, so that its pending frames do nothing.
    var motionGeneration = 0
    /// Components registered but not attached yet, in the order they were made.
    var detached: [RefreshComponent] = []
    /// The ids of everything attached or registered, in the order it was made: snapshots keep it.
    var madeOrder: [String] = []
    /// Whether a registered component was attached after others: the notification order then
    /// differs from ``madeOrder``.
    var attachedLate = false

    /// Creates a scroll view as `settings` say, its settling at least 0 s long and at least 1
    /// frame per second, on `clock`.
    public init(settings: ScrollViewSettings, clock: VirtualClock = VirtualClock()) {
        var settings = settings
        settings.bounceDuration = max(0, settings.bounceDuration)
        settings.frameRate = max(1, settings.frameRate)
        self.settings = settings
        self.status = Status(
            contentSize: settings.contentSize, contentInset: settings.contentInset, contentOffset: settings.contentOffset,
            frame: settings.frame, safeArea: settings.safeArea, hasSafeArea: settings.safeArea != .zero,
            alwaysBounceVertical: settings.initialAlwaysBounce.vertical,
            alwaysBounceHorizontal: settings.initialAlwaysBounce.horizontal, dataCount: settings.dataCount,
            isInWindow: settings.inWindow)
        self.clock = clock
    }

    /// Attaches a refresh component; it is notified after everything attached before it.
    /// Attaching first sets the bounce flags as MJRefresh does (`alwaysBounceVertical` on; a
    /// trailer's horizontal instead), so a resting offset follows a changed adjustment. A
    /// component waiting in willRefresh then refreshes, as MJRefreshComponent's `drawRect:` makes
    /// it once shown in a window. Attaching a component already attached changes nothing (as
    /// setting `mj_header` to the header it holds).
    public func attach(_ component: RefreshComponent) {
        if let waiting = detached.firstIndex(where: { $0 === component }) {
            detached.remove(at: waiting)
            attachedLate = true
        } else if listeners.contains(where: { $0 === component }) {
            return
        }
        let bounce = component.alwaysBounceOnAttach
        attachmentSetsAlwaysBounce(vertical: bounce.vertical, horizontal: bounce.horizontal)
        add(component)
        if component.state == .willRefresh, isInWindow {
            component.transition(to: .refreshing, .appeared)
            clock.drain()
        }
    }

    /// Makes `component` known without attaching it, as an app that creates a header and sets
    /// it as `mj_header` later: steps can name it (`beginRefreshing` leaves it in willRefresh,
    /// having no window), snapshots show it, and ``attach(_:)`` attaches it.
    public func register(_ component: RefreshComponent) {
        component.registry = self
        detached.append(component)
        madeOrder.append(component.id)
    }

    /// Attaches a scroll observer; it is notified after everything attached before it.
    public func attach(_ observer: ScrollObserver) {
        add(observer)
    }

    /// Appends `listener` to the notification order and lets it set itself up.
    func add(_ listener: any ScrollViewListener) {
        listeners.append(listener)
        if !attachedLate { madeOrder.append(listener.id) }
        listener.didAttach(to: self)
        clock.drain()
    }

    /// The refresh component with `id`, attached or waiting to be (``register(_:)``).
    public func component(_ id: String) -> RefreshComponent? {
        listeners.first { $0.id == id } as? RefreshComponent ?? detached.first { $0.id == id }
    }

    /// The attached scroll observer with `id`.
    public func observer(_ id: String) -> ScrollObserver? {
        listeners.first { $0.id == id } as? ScrollObserver
    }

    /// Returns the recorded state changes and forgets them.
    public func takeEvents() -> [RefreshEvent] {
        defer { events.removeAll() }
        return events
    }

    /// Records a state change at the current virtual time.
    func record(
        _ component: String, from: RefreshState, to: RefreshState, _ cause: RefreshEvent.Cause, note: String? = nil
    ) {
        events.append(
            RefreshEvent(time: clock.now, component: component, from: from, to: to, cause: cause, note: note))
    }

    /// The state of the scroll view's pan gesture recognizer.
    public enum PanState: String, Sendable, Hashable {
        /// No touch yet, or between gestures.
        case possible
        /// The finger started moving.
        case began
        /// The finger moved: sent after each of a drag's offset changes.
        case changed
        /// The finger lifted: `release` sends it before the settling motion.
        case ended
        /// The system took the touch (a system gesture): `cancel` sends it before the settling
        /// motion; it stays until the next pan begins.
        case cancelled
    }

    /// The scroll view's changing values, kept in one internal stored property so that the
    /// optimizer can prove accesses never overlap and drop the runtime exclusivity checks that
    /// public stored properties of a class would cost on every offset change.
    struct Status {
        var contentSize: Size
        var contentInset: EdgeInsets
        var contentOffset: Point
        var frame: Size
        /// Set only through ``ScrollView/setSafeArea(_:frame:)`` and the initializer, which keep
        /// ``hasSafeArea`` with it.
        var safeArea: EdgeInsets
        /// Whether ``safeArea`` has a side other than 0: the offset handlers ask on every change,
        /// and a flag is cheaper than comparing four sides.
        var hasSafeArea: Bool
        var alwaysBounceVertical: Bool
        var alwaysBounceHorizontal: Bool
        var isDragging = false
        var panState = PanState.possible
        var dataCount: Int
        var isInWindow: Bool
    }
}

/// Something attached to a scroll view that hears its changes (MJRefresh's KVO observers).
protocol ScrollViewListener: AnyObject {
    /// The id used in snapshots and step lookups.
    var id: String { get }
    /// Called once when attached, after the scroll view added it to its list.
    func didAttach(to scrollView: ScrollView)
    /// The content offset was set (also to the same value), from `old` to `new`.
    func contentOffsetDidChange(in scrollView: ScrollView, old: Point, new: Point)
    /// The content size was set.
    func contentSizeDidChange(in scrollView: ScrollView)
    /// The pan gesture's state changed.
    func panStateDidChange(in scrollView: ScrollView)
    /// A snapshot of the listener's visible state.
    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot
}
