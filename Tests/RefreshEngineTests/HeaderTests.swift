import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct HeaderTests {
    /// SPEC.md §1: happen = -inset.top = -64, threshold = happen - h = -64 - 54 = -118.
    @Test func pullReleaseRefreshEndCycle() {
        let (scrollView, header) = attached(Header(id: "header"))

        // dy 40: offset -64 - 40 = -104; percent (happen - o)/h = (-64 + 104)/54 = 40/54.
        scrollView.drag(dy: 40)
        #expect(scrollView.contentOffset.y == -104)
        #expect(close(header.pullingPercent, 40.0 / 54))
        #expect(header.state == .idle)

        // dy 20 more: -124 < -118 → pulling.
        scrollView.drag(dy: 20)
        #expect(header.state == .pulling)
        let pulled = scrollView.takeEvents()
        #expect(pulled.map(\.reason) == ["offsetY -124 < threshold -118 while dragging"])

        // Release: nothing before the first frame; on it refreshing, inset 64 + 54 = 118, offset -118.
        scrollView.release()
        #expect(header.state == .pulling)
        scrollView.wait(frame)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 118)
        #expect(scrollView.contentOffset.y == -118)
        #expect(header.refreshingCallbacks == 0)

        // The callback follows fast = 0.25 s after the first frame.
        scrollView.wait(0.3)
        #expect(header.refreshingCallbacks == 1)

        // endRefreshing: inset back to 64, the offset is clamped to -64; end callback after slow 0.4.
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset.top == 64)
        #expect(scrollView.contentOffset.y == -64)
        #expect(header.endCallbacks == 0)
        scrollView.wait(0.4)
        #expect(header.endCallbacks == 1)
        #expect(header.pullingPercent == 0)
    }

    /// The first bounce frame: cubic ease-out over 0.4 s at 60 fps = 24 frames;
    /// e(1/24) = 1 - (23/24)^3 = 1657/13824 ≈ 0.119863; offset = -124 + 60 × 0.119863 ≈ -116.81.
    @Test func releaseEventNamesTheFirstFrameOffset() {
        let scrollView = feedScrollView()
        scrollView.attach(Header(id: "header"))
        scrollView.drag(dy: 60)
        scrollView.release()
        _ = scrollView.takeEvents()
        scrollView.wait(frame)
        let event = scrollView.takeEvents().first
        #expect(event?.to == .refreshing)
        #expect(event?.reason == "released while pulling (offsetY -116.81)")
        #expect(close(event?.time ?? 0, frame, 1e-9))
    }

    /// Dragging back: dy -20 arrives as two changes, -114 and -104; -114 >= -118 → idle at once.
    @Test func pullingReturnsToIdleAboveThreshold() {
        let (scrollView, header) = attached(Header(id: "header"))
        scrollView.drag(dy: 60)
        scrollView.drag(dy: -20)
        #expect(header.state == .idle)
        #expect(scrollView.events.last?.reason == "offsetY -114 >= threshold -118 while dragging")
    }

    /// triggerRate 1.5: threshold = -64 - 54 × 1.5 = -145; -144 stays idle, -146 pulls.
    @Test func triggerRateScalesThreshold() {
        let (scrollView, header) = attached(Header(id: "header", settings: settings { $0.triggerRate = 1.5 }))
        scrollView.drag(dy: 80)
        #expect(header.state == .idle)
        scrollView.drag(dy: 2)
        #expect(header.state == .pulling)
    }

    /// Refreshing, then scrolled down: top = min(max(-o, 64), 118) follows the offset down to 64,
    /// insetDelta = 64 - 64 = 0, so ending leaves the inset at 64 and the offset where it is.
    @Test func stickyInsetWhileScrolledDown() {
        let (scrollView, header) = attached(Header(id: "header"))
        header.beginRefreshing()
        #expect(scrollView.contentInset.top == 118)
        // -118 + 300 = 182.
        scrollView.drag(dy: -300)
        #expect(scrollView.contentOffset.y == 182)
        #expect(scrollView.contentInset.top == 64)
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset.top == 64)
        #expect(scrollView.contentOffset.y == 182)
    }

    /// Half-way: o = -91 → top = min(max(91, 64), 118) = 91.
    @Test func stickyInsetFollowsOffsetBetweenBounds() {
        let (scrollView, header) = attached(Header(id: "header"))
        header.beginRefreshing()
        scrollView.drag(dy: -27)
        #expect(scrollView.contentInset.top == 91)
    }

    /// Ending at once: the inset returns (delta 64 - 118 = -54), the offset is clamped to -64,
    /// and the begin animation's completion still runs the callback at 0.25 s.
    @Test func endRefreshingBeforeBeginAnimationFinished() {
        let (scrollView, header) = attached(Header(id: "header"))
        header.beginRefreshing()
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(scrollView.contentInset.top == 64)
        #expect(scrollView.contentOffset.y == -64)
        scrollView.wait(0.25)
        #expect(header.refreshingCallbacks == 1)
        scrollView.wait(0.15)
        #expect(header.endCallbacks == 1)
    }

    /// endRefreshing while idle is a same-state set: no event, no end callback.
    @Test func sameStateSetDoesNothing() {
        let (scrollView, header) = attached(Header(id: "header"))
        header.endRefreshing()
        scrollView.wait(1)
        #expect(scrollView.events.isEmpty)
        #expect(header.endCallbacks == 0)
    }

    /// Not in a window: willRefresh with pullingPercent 1 and the inset untouched (64);
    /// appear → refreshing: inset 118, offset -118, callback after 0.25 s.
    @Test func willRefreshThenAppear() {
        let (scrollView, header) = attached(Header(id: "header"), to: feedScrollView(inWindow: false))
        header.beginRefreshing()
        #expect(header.state == .willRefresh)
        #expect(header.pullingPercent == 1)
        #expect(scrollView.contentInset.top == 64)
        scrollView.appear()
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 118)
        #expect(scrollView.contentOffset.y == -118)
        scrollView.wait(0.25)
        #expect(header.refreshingCallbacks == 1)
        #expect(scrollView.events.map(\.reason) == ["beginRefreshing while not in a window", "scroll view appeared in a window"])
    }

    /// automaticallyChangeAlpha: alpha starts at pullingPercent 0, follows 27/54 = 0.5,
    /// is 1 while refreshing and 0 once ending.
    @Test func automaticallyChangeAlpha() {
        let (scrollView, header) = attached(Header(id: "header", settings: settings { $0.automaticallyChangeAlpha = true }))
        #expect(header.alpha == 0)
        scrollView.drag(dy: 27)
        #expect(header.alpha == 0.5)
        scrollView.drag(dy: 33)
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.alpha == 1)
        header.endRefreshing()
        #expect(header.alpha == 0)
    }

    /// Hidden components ignore offset changes.
    @Test func hiddenHeaderIgnoresOffsets() {
        let (scrollView, header) = attached(Header(id: "header", settings: settings { $0.hidden = true }))
        scrollView.drag(dy: 100)
        #expect(header.state == .idle)
        #expect(header.pullingPercent == 0)
    }

    /// Frame: x = -inset.left = 0, y = -h - ignored = -54 - 10 = -64, width 375.
    @Test func frameFollowsIgnoredInset() {
        let (_, header) = attached(Header(id: "header", settings: settings { $0.ignoredContentInset = 10 }))
        #expect(header.frame == Rect(x: 0, y: -64, width: 375, height: 54))
    }

    /// Animation `none`: completions run at the end of the step that started them, so the
    /// callback follows the first bounce frame at once and the end callback follows endRefreshing.
    @Test func animationNone() {
        let (scrollView, header) = attached(Header(id: "header", settings: settings { $0.animation = .none }))
        scrollView.drag(dy: 60)
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.refreshingCallbacks == 1)
        header.endRefreshing()
        #expect(header.endCallbacks == 1)
    }

    /// Not dragging, not pulling: the bounce frames set percent < 1 down to 0 at -64.
    @Test func percentFollowsBounce() {
        let (scrollView, header) = attached(Header(id: "header"))
        scrollView.drag(dy: 27)
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.pullingPercent < 0.5 && header.pullingPercent > 0)
        scrollView.wait(1)
        #expect(header.pullingPercent == 0)
        #expect(header.state == .idle)
    }

    /// MJRefresh never hides a header for want of data (`automaticallyHidden` was a footer's, and
    /// does nothing since 3.1): `hideWhenNoData` is ignored, so `reloadData` of 0 rows leaves it shown.
    @Test func headerIgnoresHideWhenNoData() {
        let (scrollView, header) = attached(Header(id: "header", settings: settings { $0.hideWhenNoData = true }))
        #expect(!header.hidesWhenNoData)
        scrollView.reloadData(count: 0)
        #expect(!header.isHidden)
    }
}
