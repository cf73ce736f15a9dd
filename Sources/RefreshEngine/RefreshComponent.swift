import RefreshCore

/// What the header, footers and trailer share: MJRefresh's `MJRefreshComponent`.
///
/// Create a `Header`, `BackFooter`, `AutoFooter` or `Trailer` and attach it with
/// `ScrollView.attach(_:)`. Public methods are *steps*: they drain the main queue at their end.
public class RefreshComponent: ScrollViewListener {
    /// Unique id used by steps, snapshots and events.
    public let id: String
    /// Header, back footer, auto footer or trailer; decides the default `size` and how it reacts.
    public let type: ComponentType
    /// What it is made with (SPEC.md §4): style, size, thresholds, animation, the labels' look,
    /// a trailer's variant, an auto footer's triggers, a header's last-updated label.
    public let settings: ComponentSettings
    /// Height in points (trailer: width), MJRefresh's `mj_h`: ``ComponentSettings/size(as:)``.
    public let size: Double
    /// The label texts; replacing them re-lays out the labels at once.
    public var texts: LabelTexts

    /// MJRefresh's `state`; starts idle, and every change is recorded as a `RefreshEvent`.
    public var state: RefreshState { status.state }
    /// How far the component has been pulled into view, 1 = fully.
    public var pullingPercent: Double { status.pullingPercent }
    /// Opacity, 0 to 1; follows pullingPercent with `automaticallyChangeAlpha`.
    public var alpha: Double { status.alpha }
    /// Whether hidden; hidden components ignore offset and pan changes.
    public var isHidden: Bool { status.isHidden }
    /// The component's frame in scroll-view content coordinates.
    public var frame: Rect { status.frame }
    /// How many times the refreshing callback ran.
    public var refreshingCallbacks: Int { status.refreshingCallbacks }
    /// How many times the end-of-refreshing completion ran.
    public var endCallbacks: Int { status.endCallbacks }

    /// The changing values behind the public getters.
    var status: Status
    /// Subview state of the normal and gif styles.
    var appearance: Appearance
    /// The scroll view's inset as last recorded (MJRefresh's `scrollViewOriginalInset`).
    var originalInset = EdgeInsets.zero
    /// The scroll view this is attached to.
    weak var scrollView: ScrollView?
    /// The scroll view this was made for while it waits to be attached (``ScrollView/register(_:)``):
    /// its state changes are recorded there.
    weak var registry: ScrollView?
    /// The labels' widths as last measured, for the layout.
    var measuredTexts = MeasuredTexts()

    init(id: String, type: ComponentType, settings: ComponentSettings, texts: LabelTexts) {
        self.id = id
        self.type = type
        self.settings = settings
        self.size = settings.size(as: type)
        self.texts = texts
        self.status = Status(
            alpha: settings.automaticallyChangeAlpha ? 0 : 1, isHidden: settings.hidden,
            frame: Rect(x: 0, y: 0, width: 0, height: self.size))
        self.appearance = Appearance(initialFor: type)
    }

    /// The state label's text: the title of the current state, empty when it has none.
    public var text: String { texts.titles[state] ?? "" }

    /// Whether `reloadData` hides the component when there is no data
    /// (``ComponentSettings/hideWhenNoData``); never a header's, as MJRefresh never hid one.
    public var hidesWhenNoData: Bool { settings.hideWhenNoData && type != .header }

    // MARK: Listener entry points

    func didAttach(to scrollView: ScrollView) {
        self.scrollView = scrollView
        status.frame.width = scrollView.frame.width
        status.frame.x = -scrollView.adjustedContentInset.left
        originalInset = scrollView.adjustedContentInset
        componentDidAttach(to: scrollView)
    }

    /// What attaching sets on the scroll view: MJRefreshComponent's `willMoveToSuperview:`
    /// turns `alwaysBounceVertical` on.
    var alwaysBounceOnAttach: (vertical: Bool?, horizontal: Bool?) { (true, nil) }

    /// The scroll view turned: every component but a trailer takes its new width
    /// (MJRefreshComponent's flexible-width autoresizing).
    func scrollViewFrameDidChange(in scrollView: ScrollView) {
        status.frame.width = scrollView.frame.width
    }

    final func contentOffsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        guard !isHidden else { return }
        offsetDidChange(in: scrollView, old: old, new: new)
    }

    final func contentSizeDidChange(in scrollView: ScrollView) {
        sizeDidChange(in: scrollView)
    }

    final func panStateDidChange(in scrollView: ScrollView) {
        guard !isHidden else { return }
        panDidChange(in: scrollView)
    }

    // MARK: Hooks for the subclasses

    /// Seconds of the animation that begins refreshing, whose completion runs the callback: `fast`.
    var beginDuration: Double { settings.animation.fast }
    /// Seconds of the animation that ends refreshing, whose completion sets pullingPercent to 0
    /// and runs the end callback: `slow`.
    var endDuration: Double { settings.animation.slow }
    /// Called at attach after the common setup.
    func componentDidAttach(to scrollView: ScrollView) {}
    /// An offset change while visible.
    func offsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {}
    /// A content-size change, also while hidden.
    func sizeDidChange(in scrollView: ScrollView) {}
    /// A pan-state change while visible.
    func panDidChange(in scrollView: ScrollView) {}
    /// The type's reaction to a state change (insets, offsets, callbacks), before the style's.
    func stateDidChange(from old: RefreshState, in scrollView: ScrollView) {}

    /// MJRefresh's `beginRefreshing` as called by the user or a trigger (the auto footer checks
    /// its trigger count first).
    func requestRefreshing(_ cause: RefreshEvent.Cause) {
        startRefreshing(cause)
    }

    /// Sets the hidden flag (the auto footer also moves its inset).
    func applyHidden(_ hidden: Bool) {
        status.isHidden = hidden
    }

    /// Sets the state; a state equal to the current one does nothing.
    func transition(to new: RefreshState, _ cause: RefreshEvent.Cause) {
        guard new != state else { return }
        let old = state
        status.state = new
        (scrollView ?? registry)?.record(id, from: old, to: new, cause, note: transitionNote(from: old, to: new))
        if let scrollView {
            stateDidChange(from: old, in: scrollView)
        }
        applyStyle(from: old)
    }

    /// A remark for the event of a change from `old` to `new` (the state is already `new`), or nil.
    func transitionNote(from old: RefreshState, to new: RefreshState) -> String? {
        nil
    }

    /// Sets pullingPercent; alpha follows when `automaticallyChangeAlpha` and not refreshing.
    func setPullingPercent(_ percent: Double) {
        status.pullingPercent = percent
        guard !state.isRefreshing else { return }
        if settings.automaticallyChangeAlpha {
            status.alpha = percent
        }
        // MJRefreshGifHeader and MJRefreshBackGifFooter pick the idle frame from the percent in
        // `setPullingPercent:`; MJRefreshAutoGifFooter has no such override.
        if settings.style == .gif, state == .idle, type != .autoFooter {
            appearance.showIdleFrame(for: percent, of: settings.images[.idle])
        }
    }

    /// Runs `completion` when an animation of `duration` seconds ends (at once when detached).
    func afterAnimation(_ duration: Double, _ completion: @escaping () -> Void) {
        guard let clock = scrollView?.clock else {
            completion()
            return
        }
        clock.schedule(after: duration, completion)
    }
}

extension RefreshComponent {
    /// The component's changing values, kept in one internal stored property so that the
    /// optimizer can drop the runtime exclusivity checks public stored properties would cost.
    struct Status {
        /// Behind `state`; only `transition(to:_:)` sets it.
        var state = RefreshState.idle
        /// Behind `pullingPercent`; only `setPullingPercent(_:)` sets it.
        var pullingPercent = 0.0
        /// Opacity, 0 to 1; follows pullingPercent with `automaticallyChangeAlpha`.
        var alpha: Double
        /// Behind `isHidden`; only `applyHidden(_:)` sets it.
        var isHidden: Bool
        /// Behind `frame`; set at attach and by each component type's placement.
        var frame: Rect
        /// Refreshing callbacks so far.
        var refreshingCallbacks = 0
        /// End completions so far.
        var endCallbacks = 0
    }
}
