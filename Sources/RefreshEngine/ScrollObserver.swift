import RefreshCore

/// A listener block on the scroll view that reports the scroll direction while dragging,
/// ignoring the bounces at the top and the bottom.
public final class ScrollObserver: ScrollViewListener {
    /// Unique id used by snapshots.
    public let id: String
    /// The last reported event.
    public var lastEvent: Event? { reports.last }
    /// How many events were reported.
    public var eventCount: Int { reports.count }
    /// What was reported; internal storage lets the optimizer drop exclusivity checks.
    private var reports = Reports()
    /// The offset of the last report (or the resting top offset).
    private var last = 0.0

    /// The observer's reports so far.
    private struct Reports {
        /// Behind `lastEvent`; nil until the first report.
        var last: Event?
        /// Behind `eventCount`; one more per report.
        var count = 0
    }

    /// An observer known by `id` in steps, snapshots and expectations.
    public init(id: String) {
        self.id = id
    }

    func didAttach(to scrollView: ScrollView) {
        last = -scrollView.contentInset.top
    }

    func contentOffsetDidChange(in scrollView: ScrollView, old: Point, new: Point) {
        guard scrollView.isDragging else { return }
        let offset = scrollView.contentOffset.y
        guard offset != last else { return }
        let top = scrollView.contentInset.top
        let content = scrollView.contentSize.height
        let viewport = scrollView.frame.height
        let direction: ScrollDirection = offset > last ? .up : .down
        if direction == .up, offset + viewport > content { return }
        if direction == .down, offset <= -top { return }
        last = offset
        reports.last = Event(direction: direction, offset: offset, inOneScreen: top + content <= viewport)
        reports.count += 1
    }

    func contentSizeDidChange(in scrollView: ScrollView) {}

    func panStateDidChange(in scrollView: ScrollView) {
        guard scrollView.panState == .ended else { return }
        let top = scrollView.contentInset.top
        let fits = top + scrollView.contentSize.height <= scrollView.frame.height
        if fits || scrollView.contentOffset.y < -top {
            last = -top
        }
    }

    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot {
        .observer(ObserverSnapshot(id: id, lastEvent: lastEvent, eventCount: eventCount))
    }
}

extension ScrollObserver {
    /// One report of the observer.
    public struct Event: Sendable, Hashable {
        /// Which way the content moved.
        public let direction: ScrollDirection
        /// The offset y at the report.
        public let offset: Double
        /// Whether the content fits in one screen (`inset.top + content height <= frame height`).
        public let inOneScreen: Bool
    }
}
