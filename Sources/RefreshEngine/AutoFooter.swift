import RefreshCore

/// The auto footer: sits right after the content, inside the bottom inset, and starts refreshing
/// by itself when scrolled into view (MJRefresh's `MJRefreshAutoFooter` and its styles).
public final class AutoFooter: RefreshComponent {
    /// Whether the pending refresh was triggered by a drag (MJRefresh's `triggerByDrag`).
    var triggerByDrag = false
    /// Automatic triggers left in this drag (MJRefresh's `leftTriggerTimes`); reset to
    /// `autoTriggerTimes` when a pan begins; -1 means unlimited.
    var leftTriggerTimes: Int

    /// Creates an auto footer; its height defaults to 44.
    public init(id: String, settings: ComponentSettings = ComponentSettings(), texts: LabelTexts = LabelTexts()) {
        self.leftTriggerTimes = settings.autoTriggerTimes
        super.init(id: id, type: .autoFooter, settings: settings, texts: texts)
    }

    /// Step `tap`: tapping the state label while idle starts refreshing, whatever the trigger
    /// count (`MJRefreshAutoStateFooter.stateLabelClick` calls `beginRefreshingWithoutValidation`).
    /// Only the styles with a label (state, normal, gif) hold the tap gesture; a plain footer, or a
    /// hidden one, does nothing.
    public func tap() {
        if state == .idle, !isHidden, settings.style.hasLabel {
            startRefreshing(.tap)
        }
        scrollView?.clock.drain()
    }

    /// MJRefresh's `unlimitedTrigger`: `leftTriggerTimes == -1`. It holds for `autoTriggerTimes`
    /// -1, and also once a refused drag's pending trigger was spent by a tap or by
    /// `endRefreshingWithNoMoreData` (0 - 1 = -1), for the rest of that drag.
    private var isUnlimited: Bool { leftTriggerTimes == -1 }

    override func componentDidAttach(to scrollView: ScrollView) {
        if !isHidden {
            addToBottomInset(size, in: scrollView)
        }
        sizeDidChange(in: scrollView)
    }

    override func sizeDidChange(in scrollView: ScrollView) {
        status.frame.y = scrollView.contentSize.height + settings.ignoredContentInset
    }

    /// The offset at which scrolling down the content starts refreshing:
    /// `contentH - frameH + h × triggerPercent + insetB - h`; nil when `automaticallyRefresh`
    /// is off or the content does not fill the viewport.
    func triggerOffset(in scrollView: ScrollView) -> Double? {
        let inset = scrollView.adjustedContentInset
        let content = scrollView.contentSize.height
        let viewport = scrollView.frame.height
        guard settings.automaticallyRefresh, inset.top + content > viewport else { return nil }
        return content - viewport + size * settings.triggerPercent + inset.bottom - size
    }

    override func offsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        guard state == .idle, frame.y != 0, let trigger = triggerOffset(in: scrollView) else { return }
        let offset = scrollView.contentOffset.y
        guard offset >= trigger, new.y > old.y else { return }
        if scrollView.isDragging {
            triggerByDrag = true
        }
        requestRefreshing(.autoTrigger(offset: offset, .greaterOrEqual, trigger: trigger))
    }

    override func panDidChange(in scrollView: ScrollView) {
        guard state == .idle else { return }
        switch scrollView.panState {
        case .began:
            leftTriggerTimes = settings.autoTriggerTimes
        case .ended:
            let inset = scrollView.adjustedContentInset
            let content = scrollView.contentSize.height
            let viewport = scrollView.frame.height
            let bound = inset.top + content <= viewport ? -inset.top : content + inset.bottom - viewport
            let offset = scrollView.contentOffset.y
            if offset >= bound {
                triggerByDrag = true
                requestRefreshing(.panEnded(offset: offset, .greaterOrEqual, bound: bound))
            }
        case .possible, .changed, .cancelled:
            break
        }
    }

    override func requestRefreshing(_ cause: RefreshEvent.Cause) {
        if triggerByDrag, leftTriggerTimes <= 0, !isUnlimited {
            return
        }
        startRefreshing(cause)
    }

    override func stateDidChange(from old: RefreshState, in scrollView: ScrollView) {
        switch state {
        case .refreshing:
            scrollView.clock.enqueueMain { [self] in
                status.refreshingCallbacks += 1
            }
        case .idle, .noMoreData:
            finishRefreshing(from: old, in: scrollView)
        case .pulling, .willRefresh:
            break
        }
    }

    private func finishRefreshing(from old: RefreshState, in scrollView: ScrollView) {
        if triggerByDrag {
            if !isUnlimited {
                leftTriggerTimes -= 1
            }
            triggerByDrag = false
        }
        guard old == .refreshing else { return }
        if scrollView.settings.pagingEnabled {
            var offset = scrollView.contentOffset
            offset.y -= scrollView.adjustedContentInset.bottom
            scrollView.setOffset(offset)
            afterAnimation(settings.animation.slow) { [self] in
                status.endCallbacks += 1
            }
        } else {
            status.endCallbacks += 1
        }
    }

    override func applyHidden(_ hidden: Bool) {
        let wasHidden = isHidden
        super.applyHidden(hidden)
        guard let scrollView else { return }
        if !wasHidden, hidden {
            transition(to: .idle, .hidden)
            addToBottomInset(-size, in: scrollView)
        } else if wasHidden, !hidden {
            addToBottomInset(size, in: scrollView)
            sizeDidChange(in: scrollView)
        }
    }

    private func addToBottomInset(_ amount: Double, in scrollView: ScrollView) {
        scrollView.setAdjustedInset(\.bottom, scrollView.adjustedContentInset.bottom + amount)
    }

    /// The state label's text: empty while refreshing when `refreshingTitleHidden`.
    public override var text: String {
        settings.refreshingTitleHidden && state == .refreshing ? "" : super.text
    }
}
