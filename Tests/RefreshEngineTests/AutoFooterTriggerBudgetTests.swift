import RefreshCore
import Testing

@testable import RefreshEngine

/// MJRefreshAutoFooter.m's trigger budget, counted as the .m counts it: `unlimitedTrigger` is
/// `leftTriggerTimes == -1`; `setState:` to idle or noMoreData takes one from `leftTriggerTimes`
/// when `triggerByDrag` (unless unlimited); a refused `beginRefreshing` leaves `triggerByDrag` set.
@Suite struct AutoFooterTriggerBudgetTests {
    /// SPEC.md §1's scroll view with a 44 pt auto footer, autoTriggerTimes 1 (MJRefresh's default).
    /// Attach (`willMoveToSuperview:`): inset bottom 0 + 44 = 44.
    /// `scrollViewContentOffsetDidChange:` trigger = contentH - h_frame + h × 1 + insetB - h
    /// = 1200 - 667 + 44 + 44 - 44 = 577, only while the offset grows.
    /// It returns with one drag trigger spent and one refused: scrolled to 500, the drag of 80
    /// reaches 580 ≥ 577 → triggerByDrag = YES, leftTriggerTimes 1 > 0 → refreshing (callback 1);
    /// endRefreshing → idle: leftTriggerTimes 1 - 1 = 0, triggerByDrag = NO. 10 more: 590 ≥ 577
    /// → triggerByDrag = YES, `beginRefreshing` returns (YES && 0 <= 0 && 0 != -1): still idle.
    private func footerWithRefusedTrigger(style: ComponentStyle = .normal) -> (ScrollView, AutoFooter) {
        let (scrollView, footer) = attached(AutoFooter(id: "more", settings: settings { $0.style = style }))
        scrollView.scroll(to: Point(x: 0, y: 500))
        scrollView.drag(dy: -80)
        footer.endRefreshing()
        scrollView.drag(dy: -10)
        return (scrollView, footer)
    }

    @Test func refusedDragTriggerLeavesTriggerByDragSet() {
        let (scrollView, footer) = footerWithRefusedTrigger()
        #expect(scrollView.contentOffset.y == 590)
        #expect(footer.state == .idle)
        #expect(footer.refreshingCallbacks == 1)
        #expect(footer.triggerByDrag)
        #expect(footer.leftTriggerTimes == 0)
    }

    /// A tap (`stateLabelClick` → `beginRefreshingWithoutValidation`) refreshes anyway: callback 2.
    /// Its end → idle with triggerByDrag still YES: leftTriggerTimes 0 - 1 = -1 = unlimited.
    /// The rest of the drag: 600 ≥ 577 → refreshing (callback 3); its end does not count
    /// (unlimited), so 610 → refreshing again (callback 4).
    @Test func tapAfterARefusedTriggerMakesTheRestOfTheDragUnlimited() {
        let (scrollView, footer) = footerWithRefusedTrigger()
        footer.tap()
        #expect(footer.refreshingCallbacks == 2)
        footer.endRefreshing()
        #expect(footer.leftTriggerTimes == -1)
        scrollView.drag(dy: -10)
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 3)
        footer.endRefreshing()
        #expect(footer.leftTriggerTimes == -1)
        scrollView.drag(dy: -10)
        #expect(footer.refreshingCallbacks == 4)
    }

    /// `endRefreshingWithNoMoreData` from idle: idle → noMoreData with triggerByDrag YES takes
    /// leftTriggerTimes from 0 to -1. After `resetNoMoreData` the drag goes on: 600 ≥ 577 and
    /// growing → refreshing (callback 2), although autoTriggerTimes is 1.
    @Test func noMoreDataFromIdleSpendsThePendingTrigger() {
        let (scrollView, footer) = footerWithRefusedTrigger()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData)
        #expect(footer.leftTriggerTimes == -1)
        #expect(!footer.triggerByDrag)
        footer.resetNoMoreData()
        scrollView.drag(dy: -10)
        #expect(footer.state == .refreshing)
        #expect(footer.refreshingCallbacks == 2)
    }

    /// The next pan's `began` (`resetTriggerTimes`) ends the unlimited run: leftTriggerTimes = 1.
    /// After the tap's end (-1) the finger lifts at 600 while idle; `ended` with 600 ≥
    /// contentH + insetB - h_frame = 1200 + 44 - 667 = 577 → triggerByDrag, unlimited → callback 3;
    /// it ends; the offset settles to 577. The next drag: began → 1; 587 ≥ 577 → callback 4,
    /// end → 0; 597 is refused again.
    @Test func nextPanRestoresTheBudget() {
        let (scrollView, footer) = footerWithRefusedTrigger()
        footer.tap()
        footer.endRefreshing()
        scrollView.release()
        #expect(footer.refreshingCallbacks == 3)
        footer.endRefreshing()
        scrollView.wait(1)
        #expect(scrollView.contentOffset.y == 577)
        scrollView.drag(dy: -10)
        #expect(footer.leftTriggerTimes == 1)
        #expect(footer.refreshingCallbacks == 4)
        footer.endRefreshing()
        scrollView.drag(dy: -10)
        #expect(footer.state == .idle)
        #expect(footer.refreshingCallbacks == 4)
    }

    /// Only `MJRefreshAutoStateFooter` (and its normal and gif subclasses) has a label with the tap
    /// gesture: a plain auto footer (`MJRefreshAutoFooter`) stays idle; a state one refreshes.
    @Test func tapNeedsALabel() {
        let (plainView, plain) = attached(AutoFooter(id: "more", settings: settings { $0.style = .plain }))
        plain.tap()
        #expect(plain.state == .idle)
        #expect(plain.refreshingCallbacks == 0)
        let (stateView, state) = attached(AutoFooter(id: "more", settings: settings { $0.style = .state }))
        state.tap()
        #expect(state.state == .refreshing)
        #expect(state.refreshingCallbacks == 1)
        withExtendedLifetime((plainView, stateView)) {}
    }
}
