import RefreshCore
import Testing

@testable import RefreshEngine

/// The `cancel` step: the finger leaves without a release, as when a system gesture takes the
/// touch (UIGestureRecognizerStateCancelled).
@Suite struct CancelTests {
    private func pulledHeader() -> (ScrollView, Header) {
        let scrollView = feedScrollView()
        let header = Header(id: "header")
        scrollView.attach(header)
        // -64 - 60 = -124 < threshold -64 - 54 = -118 while dragging: pulling.
        scrollView.drag(dy: 60)
        return (scrollView, header)
    }

    /// MJRefreshHeader.headerRefreshingAction: the animation block skips `mj_insetT = top` and the
    /// offset when `panGestureRecognizer.state == UIGestureRecognizerStateCancelled`; the completion
    /// (executeRefreshingCallback) still runs after fastAnimationDuration (0.25).
    @Test func headerBeginsRefreshingWithoutTakingTheInset() {
        let (scrollView, header) = pulledHeader()
        #expect(header.state == .pulling)
        scrollView.cancel()
        #expect(scrollView.panState == .cancelled)
        #expect(!scrollView.isDragging)
        // First settling frame: an offset change while not dragging and pulling -> beginRefreshing.
        scrollView.wait(frame)
        #expect(header.state == .refreshing)
        // Not 64 + 54 = 118: the cancelled pan kept the inset.
        #expect(scrollView.contentInset.top == 64)
        #expect(scrollView.contentOffset.y != -118)
        scrollView.wait(0.25)
        #expect(header.refreshingCallbacks == 1)
    }

    /// The same pull released: the inset grows to 64 + 54 = 118 and the offset moves to -118 at once.
    @Test func releaseTakesTheInset() {
        let (scrollView, header) = pulledHeader()
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 118)
        #expect(scrollView.contentOffset.y == -118)
    }

    /// MJRefreshAutoFooter.scrollViewPanStateDidChange: acts only on UIGestureRecognizerStateEnded.
    /// Content 500 < 667 - 64: the bound is -inset.top = -64; a drag up of 10 reaches -54 >= -64,
    /// which a release would trigger; a cancel does not.
    @Test func autoFooterIgnoresACancelledPan() {
        let scrollView = feedScrollView(contentHeight: 500)
        let footer = AutoFooter(id: "more")
        scrollView.attach(footer)
        scrollView.drag(dy: -10)
        scrollView.cancel()
        #expect(footer.state == .idle)
    }
}
