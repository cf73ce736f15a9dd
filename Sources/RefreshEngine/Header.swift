import Foundation
import RefreshCore

/// The pull-down header (MJRefresh's `MJRefreshHeader` and its state, normal and gif styles).
public final class Header: RefreshComponent {
    /// The last-updated label's settings: ``ComponentSettings/lastUpdated``, or MJRefresh's when
    /// there are none.
    public let lastUpdated: LastUpdatedSettings
    /// Where the last update time is kept, shared with the headers given the same store.
    public let store: LastUpdatedStore
    /// How much the refreshing inset added to the top inset, negated (MJRefresh's `insetTDelta`).
    var insetDelta = 0.0

    /// Creates a header; its height defaults to 54. `lastUpdated.at` seeds `store` under
    /// `lastUpdated.key` unless the store already has that key.
    public init(
        id: String, settings: ComponentSettings = ComponentSettings(), texts: LabelTexts = LabelTexts(),
        store: LastUpdatedStore = LastUpdatedStore()
    ) {
        let lastUpdated = settings.lastUpdated ?? LastUpdatedSettings()
        self.lastUpdated = lastUpdated
        self.store = store
        if store[lastUpdated.key] == nil { store[lastUpdated.key] = lastUpdated.at }
        super.init(id: id, type: .header, settings: settings, texts: texts)
    }

    /// When a refresh of a header with the same key last ended (virtual wall time), or the
    /// configured initial value: the store's entry for `lastUpdated.key`.
    public var lastUpdatedTime: Date? { store[lastUpdated.key] }

    /// The last-updated label's text, or nil when the style or settings have no such label.
    public var detailText: String? {
        guard settings.style.hasLabel, !lastUpdated.hidden else { return nil }
        let now = scrollView?.clock.wallTime ?? Date(timeIntervalSince1970: 0)
        let timeZone = scrollView?.clock.timeZone ?? VirtualClock.utc
        return lastUpdated.text(for: lastUpdatedTime, now: now, timeZone: timeZone, texts: texts)
    }

    /// MJRefresh rewrites the label at each state change: when it then shows "today" for a date of
    /// another month only by the day-of-month rule, the event says so. Ending a refresh records
    /// the current time first, which is today by any rule.
    override func transitionNote(from old: RefreshState, to new: RefreshState) -> String? {
        guard settings.style.hasLabel, !lastUpdated.hidden, !(old == .refreshing && new == .idle), let scrollView,
            let shown = lastUpdated.shown(lastUpdatedTime, now: scrollView.clock.wallTime, timeZone: scrollView.clock.timeZone),
            shown.isTodayByDayNumberOnly
        else { return nil }
        return "the last-updated label shows \"today\" for \(shown.fullText): MJRefresh compares only the day of the month"
    }

    override func componentDidAttach(to scrollView: ScrollView) {
        status.frame.y = -size - settings.ignoredContentInset
    }

    /// MJRefresh's `happenOffsetY`: the header starts to show once the offset is below it.
    var happenOffset: Double { -originalInset.top }

    /// MJRefresh's `normal2pullingOffsetY` (with this language's `triggerRate`, 1 in MJRefresh):
    /// a drag past it makes the header pulling.
    var pullingOffset: Double { happenOffset - size * settings.triggerRate }

    override func offsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        if state == .refreshing {
            resetInset(in: scrollView)
            return
        }
        originalInset = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset.y
        let happen = happenOffset
        guard offset <= happen else { return }
        let percent = (happen - offset) / size
        let threshold = pullingOffset
        if scrollView.isDragging {
            setPullingPercent(percent)
            if state == .idle, offset < threshold {
                transition(to: .pulling, .crossedThreshold(.vertical, offset: offset, .less, threshold: threshold))
            } else if state == .pulling, offset >= threshold {
                transition(
                    to: .idle, .crossedThreshold(.vertical, offset: offset, .greaterOrEqual, threshold: threshold))
            }
        } else if state == .pulling {
            requestRefreshing(.releasedWhilePulling(.vertical, offset: offset))
        } else if percent < 1 {
            setPullingPercent(percent)
        }
    }

    /// While refreshing, the top inset follows the offset between the original inset and the
    /// original inset plus the header (so section headers do not stick below an invisible header).
    private func resetInset(in scrollView: ScrollView) {
        let original = originalInset.top
        let top = min(max(-scrollView.contentOffset.y, original), original + size)
        insetDelta = original - top
        guard abs(scrollView.adjustedContentInset.top - top) > 1e-7 else { return }
        scrollView.setAdjustedInset(\.top, top)
    }

    override func stateDidChange(from old: RefreshState, in scrollView: ScrollView) {
        if state == .refreshing {
            beginRefreshingAnimation(in: scrollView)
        } else if state == .idle, old == .refreshing {
            endRefreshingAnimation(in: scrollView)
        }
    }

    /// `headerRefreshingAction`: inside the begin animation, unless the pan was cancelled, the
    /// top inset grows by the height and the offset shows the header; the callback runs either way.
    private func beginRefreshingAnimation(in scrollView: ScrollView) {
        guard scrollView.panState != .cancelled else {
            scheduleRefreshingCallback()
            return
        }
        let top = originalInset.top + size
        scrollView.setAdjustedInset(\.top, top)
        scrollView.setOffset(Point(x: scrollView.contentOffset.x, y: -top))
        scheduleRefreshingCallback()
    }

    private func endRefreshingAnimation(in scrollView: ScrollView) {
        store[lastUpdated.key] = scrollView.clock.wallTime
        scrollView.setAdjustedInset(\.top, scrollView.adjustedContentInset.top + insetDelta)
        fadeOutAfterRefreshing()
    }
}
