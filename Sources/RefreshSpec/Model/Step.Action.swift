import RefreshCore

extension Step {
    /// The steps of SPEC.md §7 with their arguments.
    public enum Action: Sendable, Hashable {
        /// The finger moves by (dx, dy), delivered as `steps` offset changes (nil: the default count).
        case drag(dx: Double, dy: Double, steps: Int?)
        /// The pan ends, optionally with a velocity in points per second.
        case release(velocity: Point?)
        /// The finger leaves without a release (a system gesture takes the touch): the pan is
        /// cancelled, then the scroll view settles.
        case cancel
        /// The virtual clock advances by some seconds.
        case wait(Double)
        /// `setContentOffset` without animation; a nil coordinate stays as it is.
        case scrollTo(x: Double?, y: Double?)
        /// MJRefresh's `beginRefreshing` on a component.
        case beginRefreshing(String)
        /// MJRefresh's `endRefreshing` on a component.
        case endRefreshing(String)
        /// `endRefreshingWithNoMoreData` on a footer or trailer.
        case endRefreshingWithNoMoreData(String)
        /// `resetNoMoreData` on a footer or trailer.
        case resetNoMoreData(String)
        /// A tap on an auto footer's state label.
        case tap(String)
        /// Changes the content size; nil sides stay.
        case setContentSize(Spec.SizeChange)
        /// Changes the content inset; nil sides stay.
        case setContentInset(Spec.InsetsChange)
        /// Changes the safe area (a bar shows or hides); nil sides stay.
        case setSafeArea(Spec.InsetsChange)
        /// The device turns: the frame and the safe area become the device preset's as held.
        case rotate(Device)
        /// Sets the data count (and the content size, if given), then applies `hideWhenNoData`.
        case reloadData(count: Int, contentSize: Spec.SizeChange?)
        /// Sets components' hidden flags, in the order written.
        case setHidden([HiddenChange])
        /// Switches the locale; labels re-resolve at once.
        case setLocale(String)
        /// The scroll view enters a window.
        case appear
        /// Attaches a component made with `attached: false` (MJRefresh's `mj_header =`); one
        /// waiting in willRefresh then refreshes.
        case attach(String)
        /// Assertions on the state after the previous step.
        case expect(Expectation)
    }

    /// One component's new hidden flag in a `setHidden` step.
    public struct HiddenChange: Sendable, Hashable {
        /// The component id.
        public var id: String
        /// The new flag.
        public var hidden: Bool

        /// Creates a value.
        public init(id: String, hidden: Bool) {
            self.id = id
            self.hidden = hidden
        }
    }
}
