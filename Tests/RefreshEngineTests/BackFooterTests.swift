import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct BackFooterTests {
    /// Long content: break = S - (F - i.bottom - i.top) = 1200 - (667 - 0 - 64) = 597;
    /// happen = 597 - 64 = 533 (the bottom of the content); threshold = 533 + 44 = 577.
    @Test func longContentPullReleaseEnd() {
        let (scrollView, footer) = attached(BackFooter(id: "more"))
        // y = max(S + 0, F - 64 - 0) = max(1200, 603) = 1200.
        #expect(footer.frame == Rect(x: 0, y: 1200, width: 375, height: 44))
        scrollView.scroll(to: Point(x: 0, y: 533))
        // 533 + 40 = 573 ≤ 577: idle, percent 40/44.
        scrollView.drag(dy: -40)
        #expect(footer.state == .idle)
        #expect(close(footer.pullingPercent, 40.0 / 44))
        // 583 > 577: pulling.
        scrollView.drag(dy: -10)
        #expect(footer.state == .pulling)
        #expect(scrollView.events.last?.reason == "offsetY 583 > threshold 577 while dragging")
        scrollView.release()
        scrollView.wait(frame)
        // bottom = h + i0.bottom = 44 (break > 0); offset = happen + h = 577.
        #expect(footer.state == .refreshing)
        #expect(scrollView.contentInset.bottom == 44)
        #expect(scrollView.contentOffset.y == 577)
        scrollView.wait(0.25)
        #expect(footer.refreshingCallbacks == 1)
        // End: bottom 44 - 44 = 0; max offset 1200 + 0 - 667 = 533 → clamped.
        footer.endRefreshing()
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.contentOffset.y == 533)
        scrollView.wait(0.4)
        #expect(footer.endCallbacks == 1)
    }

    /// Short content (300): break = 300 - 603 = -303 < 0, happen = -64, threshold = -64 + 44 = -20.
    @Test func shortContentNegativeBreak() {
        let (scrollView, footer) = attached(BackFooter(id: "more"), to: feedScrollView(contentHeight: 300))
        // y = max(300, 603) = 603.
        #expect(footer.frame.y == 603)
        // -64 + 50 = -14 > -20: pulling; percent 50/44.
        scrollView.drag(dy: -50)
        #expect(footer.state == .pulling)
        #expect(close(footer.pullingPercent, 50.0 / 44))
        scrollView.release()
        scrollView.wait(frame)
        // bottom = 44 + 0 - (-303) = 347; offset = -64 + 44 = -20.
        #expect(footer.state == .refreshing)
        #expect(scrollView.contentInset.bottom == 347)
        #expect(scrollView.contentOffset.y == -20)
        // End: bottom 0, max offset = max(-64, 300 - 667) = -64.
        footer.endRefreshing()
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.contentOffset.y == -64)
    }

    /// noMoreData: only pullingPercent follows, (593 - 533)/44 = 60/44; the state stays.
    @Test func noMoreDataOnlyUpdatesPercent() {
        let (scrollView, footer) = attached(BackFooter(id: "more"))
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        scrollView.scroll(to: Point(x: 0, y: 533))
        scrollView.drag(dy: -60)
        #expect(footer.state == .noMoreData)
        #expect(close(footer.pullingPercent, 60.0 / 44))
        scrollView.release()
        scrollView.wait(1)
        #expect(footer.state == .noMoreData)
        #expect(footer.endCallbacks == 0)
        footer.resetNoMoreData()
        #expect(footer.state == .idle)
    }

    /// New data while refreshing: content 1600, break 997; after ending the inset is 0 and the
    /// offset 577 stays valid (max 1600 - 667 = 933); the footer moved to y 1600.
    @Test func endAfterMoreData() {
        let (scrollView, footer) = attached(BackFooter(id: "more"))
        scrollView.scroll(to: Point(x: 0, y: 533))
        footer.beginRefreshing()
        #expect(scrollView.contentOffset.y == 577)
        scrollView.reloadData(count: 40, contentSize: Size(width: 375, height: 1600))
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        #expect(scrollView.contentInset.bottom == 0)
        #expect(scrollView.contentOffset.y == 577)
        #expect(footer.frame.y == 1600)
    }
}
