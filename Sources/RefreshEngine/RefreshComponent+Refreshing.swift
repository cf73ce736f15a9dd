import RefreshCore

extension RefreshComponent {
    /// Step `beginRefreshing`: alpha 1, pullingPercent 1, then `refreshing` (or `willRefresh`
    /// when the scroll view is not in a window).
    public func beginRefreshing() {
        requestRefreshing(.beginRefreshing)
        scrollView?.clock.drain()
    }

    /// Step `endRefreshing`: becomes idle at the end of the step (a main-queue dispatch).
    public func endRefreshing() {
        dispatch(.idle, .endRefreshing)
    }

    /// Step `endRefreshingWithNoMoreData` (footers and trailer): becomes noMoreData at the end of the step.
    public func endRefreshingWithNoMoreData() {
        dispatch(.noMoreData, .endRefreshingWithNoMoreData)
    }

    /// Step `resetNoMoreData` (footers and trailer): becomes idle at the end of the step.
    public func resetNoMoreData() {
        dispatch(.idle, .resetNoMoreData)
    }

    /// Step `setHidden` (UIKit's `hidden`): a hidden component ignores offset and pan changes; the auto
    /// footer also turns idle and takes its height out of the bottom inset, or puts it back when shown.
    public func setHidden(_ hidden: Bool) {
        applyHidden(hidden)
        scrollView?.clock.drain()
    }

    /// MJRefresh's `beginRefreshing` without any check.
    func startRefreshing(_ cause: RefreshEvent.Cause) {
        status.alpha = 1
        setPullingPercent(1)
        // A detached component has no window (MJRefresh's `self.window` is nil): willRefresh.
        if scrollView?.isInWindow ?? false {
            transition(to: .refreshing, cause)
        } else if state != .refreshing {
            transition(to: .willRefresh, .notInWindow)
        }
    }

    /// The refreshing callback, run when the begin animation (`beginDuration`) completes.
    func scheduleRefreshingCallback() {
        afterAnimation(beginDuration) { [self] in
            status.refreshingCallbacks += 1
        }
    }

    /// The end of refreshing inside the end animation: alpha 0 with `automaticallyChangeAlpha`;
    /// when it completes (``endDuration``), pullingPercent 0 and the end callback.
    func fadeOutAfterRefreshing() {
        if settings.automaticallyChangeAlpha {
            status.alpha = 0
        }
        afterAnimation(endDuration) { [self] in
            setPullingPercent(0)
            status.endCallbacks += 1
        }
    }

    private func dispatch(_ state: RefreshState, _ cause: RefreshEvent.Cause) {
        guard let clock = scrollView?.clock else {
            transition(to: state, cause)
            return
        }
        clock.enqueueMain { [self] in
            transition(to: state, cause)
        }
        clock.drain()
    }
}
