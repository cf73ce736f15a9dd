import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct AutoFooterTests {
    /// Attach adds h to the bottom inset: 0 + 44. y = S = 1200.
    /// trigger = S - F + h × 1 + i.bottom - h = 1200 - 667 + 44 + 44 - 44 = 577.
    private func makeFeed(times: Int = 1, paging: Bool = false) -> (ScrollView, AutoFooter) {
        let (scrollView, footer) = attached(
            AutoFooter(id: "more", settings: settings { $0.autoTriggerTimes = times }), to: feedScrollView(paging: paging))
        return (scrollView, footer)
    }

    @Test func attachAddsBottomInset() {
        let (scrollView, footer) = makeFeed()
        #expect(scrollView.contentInset.bottom == 44)
        #expect(footer.frame.y == 1200)
    }

    /// One trigger per drag: 500 → 580 reaches 577 while growing → refreshing, callback at once.
    /// A second trigger in the same drag (590) and at its release (590 ≥ bound 1200 + 44 - 667 = 577)
    /// is refused; the next drag's `began` restores one trigger.
    @Test func autoTriggerTimesOneAcrossTwoDrags() {
        let (scrollView, footer) = makeFeed()
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -80)
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 1)
        #expect(scrollView.events.last?.reason == "offsetY 580 >= trigger 577 while scrolling down")
        footer.endRefreshing()
        #expect(footer.endCallbacks == 1)
        scrollView.drag(dy: -10)
        #expect(footer.state == .idle)
        scrollView.release()
        #expect(footer.state == .idle)
        scrollView.wait(1)
        #expect(scrollView.contentOffset.y == 577)
        scrollView.drag(dy: -10)
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 2)
    }

    /// -1: unlimited; the second trigger of the same drag works.
    @Test func unlimitedTriggers() {
        let (scrollView, footer) = makeFeed(times: -1)
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -80)
        footer.endRefreshing()
        scrollView.drag(dy: -10)
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 2)
    }

    /// Short content: 64 + 300 ≤ 667. Only the pan's end triggers, when o ≥ -i.top = -64.
    @Test func shortContentReleasePath() {
        let (scrollView, footer) = attached(AutoFooter(id: "more"), to: feedScrollView(contentHeight: 300))
        // Pulled down to -74 < -64: no trigger.
        scrollView.drag(dy: 10)
        scrollView.release()
        #expect(footer.state == .idle)
        scrollView.wait(1)
        // Pushed up to -54 ≥ -64: the drag itself does nothing, the release triggers.
        scrollView.drag(dy: -10)
        #expect(footer.state == .idle)
        scrollView.release()
        #expect(footer.state == .refreshing)
        #expect(scrollView.events.last?.reason == "pan ended at offsetY -54 >= -64")
    }

    /// Tap while idle refreshes even when the drag's triggers are used up.
    @Test func tapIgnoresTriggerCount() {
        let (scrollView, footer) = makeFeed()
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -80)
        footer.endRefreshing()
        scrollView.drag(dy: -10)
        #expect(footer.state == .idle)
        footer.tap()
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 2)
    }

    /// A hidden footer's label is not on screen: a tap does nothing.
    @Test func tapOnHiddenFooterDoesNothing() {
        let (_, footer) = makeFeed()
        footer.setHidden(true)
        footer.tap()
        #expect(footer.state == .idle)
        #expect(footer.refreshingCallbacks == 0)
    }

    /// Hiding: idle, bottom 44 - 44 = 0; showing: 0 + 44 and y = S. hideWhenNoData does the same on reload.
    @Test func hidingTogglesBottomInset() {
        let (scrollView, footer) = attached(AutoFooter(id: "more", settings: settings { $0.hideWhenNoData = true }))
        footer.tap()
        footer.setHidden(true)
        #expect(footer.state == .idle)
        #expect(footer.endCallbacks == 1)
        #expect(scrollView.contentInset.bottom == 0)
        footer.setHidden(false)
        #expect(scrollView.contentInset.bottom == 44)
        scrollView.reloadData(count: 0, contentSize: Size(width: 375, height: 0))
        #expect(footer.isHidden)
        #expect(scrollView.contentInset.bottom == 0)
        scrollView.reloadData(count: 3, contentSize: Size(width: 375, height: 900))
        #expect(!footer.isHidden)
        #expect(scrollView.contentInset.bottom == 44)
        #expect(footer.frame.y == 900)
    }

    /// Paging: ending moves the offset up by the bottom inset, 577 - 44 = 533; end callback after slow.
    @Test func pagingEndAnimation() {
        let (scrollView, footer) = makeFeed(paging: true)
        scrollView.scroll(to: Point(x: 0, y: 577))
        footer.tap()
        footer.endRefreshing()
        #expect(scrollView.contentOffset.y == 533)
        #expect(footer.endCallbacks == 0)
        scrollView.wait(0.4)
        #expect(footer.endCallbacks == 1)
    }

    /// automaticallyRefresh false: scrolling to the end never triggers.
    @Test func automaticallyRefreshOff() {
        let (scrollView, footer) = attached(AutoFooter(id: "more", settings: settings { $0.automaticallyRefresh = false }))
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -80)
        #expect(footer.state == .idle)
    }

    /// triggerPercent 0.5: trigger = 1200 - 667 + 44 × 0.5 + 44 - 44 = 555; 500 → 560 reaches it.
    @Test func triggerPercent() {
        let footer = AutoFooter(id: "more", settings: settings { $0.triggerPercent = 0.5 })
        let (scrollView, _) = attached(footer)
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -50)
        #expect(footer.state == .idle)
        scrollView.drag(dy: -10)
        #expect(footer.state == .refreshing)
        #expect(scrollView.events.last?.reason == "offsetY 560 >= trigger 555 while scrolling down")
    }
}
