import Foundation
import RefreshCore

/// The pull-down header (MJRefresh's `MJRefreshHeader` and its state, normal and gif styles).
public final class Header: RefreshComponent {
    /// The last-updated label's settings.
    public let lastUpdated: LastUpdated
    /// When a refresh last ended (virtual wall time), or the configured initial value.
    public internal(set) var lastUpdatedTime: Date?
    /// How much the refreshing inset added to the top inset, negated (MJRefresh's `insetTDelta`).
    var insetDelta = 0.0

    /// Creates a header; its height defaults to 54.
    public init(id: String, options: Options = Options(), lastUpdated: LastUpdated = LastUpdated()) {
        self.lastUpdated = lastUpdated
        self.lastUpdatedTime = lastUpdated.at
        super.init(id: id, type: .header, options: options)
    }

    /// The last-updated label's text, or nil when the style or settings have no such label.
    public var detailText: String? {
        guard style.hasLabel, !lastUpdated.hidden else { return nil }
        let now = scrollView?.clock.wallTime ?? Date(timeIntervalSince1970: 0)
        return lastUpdated.text(for: lastUpdatedTime, now: now, texts: texts)
    }

    override func componentDidAttach(to scrollView: ScrollView) {
        status.frame.y = -size - ignoredInset
    }

    override func offsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        if state == .refreshing {
            resetInset(in: scrollView)
            return
        }
        originalInset = scrollView.contentInset
        let offset = scrollView.contentOffset.y
        let happen = -originalInset.top
        guard offset <= happen else { return }
        let percent = (happen - offset) / size
        let threshold = happen - size * triggerRate
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
        guard abs(scrollView.contentInset.top - top) > 1e-7 else { return }
        var inset = scrollView.contentInset
        inset.top = top
        scrollView.setInset(inset)
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
        var inset = scrollView.contentInset
        inset.top = top
        scrollView.setInset(inset)
        scrollView.setOffset(Point(x: scrollView.contentOffset.x, y: -top))
        scheduleRefreshingCallback()
    }

    private func endRefreshingAnimation(in scrollView: ScrollView) {
        lastUpdatedTime = scrollView.clock.wallTime
        var inset = scrollView.contentInset
        inset.top += insetDelta
        scrollView.setInset(inset)
        fadeOutAfterRefreshing()
    }
}

extension Header {
    /// Settings of the header's last-updated label.
    public struct LastUpdated: Sendable, Hashable {
        /// Whether the label is hidden (the state label then takes the full height).
        public var hidden: Bool
        /// The last update before the simulation started, if any.
        public var at: Date?
        /// The time zone the label's date is shown in.
        public var timeZone: TimeZone

        /// Creates the settings; by default visible, never updated, UTC.
        public init(hidden: Bool = false, at: Date? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
            self.hidden = hidden
            self.at = at
            self.timeZone = timeZone
        }

        /// The label text for a last update `date` seen at wall time `now` (SPEC.md §8):
        /// `lastTime` + `today HH:mm` on the same calendar day, `MM-dd HH:mm` in the same year,
        /// `yyyy-MM-dd HH:mm` otherwise, or `lastTime` + `noRecord` when never updated.
        func text(for date: Date?, now: Date, texts: LabelTexts) -> String {
            guard let date else { return texts.lastTime + texts.noRecord }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let units: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
            let then = calendar.dateComponents(units, from: date)
            let current = calendar.dateComponents(units, from: now)
            let time = Self.pad(then.hour) + ":" + Self.pad(then.minute)
            let day = Self.pad(then.month) + "-" + Self.pad(then.day)
            if then.year == current.year, then.month == current.month, then.day == current.day {
                return texts.lastTime + texts.today + " " + time
            }
            if then.year == current.year {
                return texts.lastTime + day + " " + time
            }
            return texts.lastTime + String(then.year ?? 0) + "-" + day + " " + time
        }

        private static func pad(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : String(number)
        }
    }
}
