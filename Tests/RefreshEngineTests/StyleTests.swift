import Foundation
import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct StyleTests {
    /// Normal header: idle 0°, pulling 180° (MJRefresh's 0.000001 - π), refreshing hides the arrow
    /// and spins the indicator; ending turns the arrow to 0 at once and fades the indicator over
    /// slow (0.4 s) before stopping it.
    @Test func normalHeaderArrowAndIndicator() {
        let (scrollView, header) = attached(Header(id: "header"))
        #expect(header.snapshot().arrowRotation == 0)
        scrollView.drag(dy: 60)
        #expect(header.snapshot().arrowRotation == 180)
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.snapshot().indicatorAnimating == true)
        #expect(header.appearance.arrowHidden)
        header.endRefreshing()
        #expect(header.snapshot().arrowRotation == 0)
        #expect(header.snapshot().indicatorAnimating == true)
        scrollView.wait(0.4)
        #expect(header.snapshot().indicatorAnimating == false)
        #expect(!header.appearance.arrowHidden)
    }

    /// The header's fade completion acts only if still idle: refreshing again within 0.4 s keeps
    /// the indicator spinning.
    @Test func headerFadeCompletionChecksIdle() {
        let (scrollView, header) = attached(Header(id: "header"))
        header.beginRefreshing()
        header.endRefreshing()
        header.beginRefreshing()
        scrollView.wait(0.4)
        #expect(header.snapshot().indicatorAnimating == true)
    }

    /// MJRefreshBackNormalFooter's fade completion returns when `state != MJRefreshStateIdle`, as
    /// the header's does: refreshing again within slow = 0.4 s keeps the indicator spinning and
    /// the arrow hidden (`setState:` refreshing set them; the completion at 0.4 s changes nothing).
    @Test func backFooterFadeCompletionChecksIdle() {
        let (scrollView, footer) = attached(BackFooter(id: "more"))
        footer.beginRefreshing()
        footer.endRefreshing()
        footer.beginRefreshing()
        scrollView.wait(0.4)
        #expect(footer.state == .refreshing)
        #expect(footer.snapshot().indicatorAnimating == true)
        #expect(footer.appearance.arrowHidden)
    }

    /// Normal back footer: idle 180°, pulling 0°; noMoreData hides the arrow and stops the
    /// indicator without turning the arrow (it keeps pulling's 0°).
    @Test func normalBackFooterArrow() {
        let (scrollView, footer) = attached(BackFooter(id: "more"))
        #expect(footer.snapshot().arrowRotation == 180)
        scrollView.scroll(to: Point(x: 0, y: 533))
        scrollView.drag(dy: -50)
        #expect(footer.snapshot().arrowRotation == 0)
        scrollView.release()
        scrollView.wait(frame)
        #expect(footer.snapshot().indicatorAnimating == true)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.appearance.arrowHidden)
        #expect(footer.snapshot().indicatorAnimating == false)
        #expect(footer.snapshot().arrowRotation == 0)
    }

    /// Auto footer normal: an indicator but no arrow; state style: neither; plain: no text.
    @Test func snapshotFieldsFollowStyle() {
        let scrollView = feedScrollView()
        let auto = AutoFooter(id: "more")
        let state = Header(id: "header", settings: settings { $0.style = .state })
        scrollView.attach(state)
        scrollView.attach(auto)
        #expect(auto.snapshot().arrowRotation == nil)
        #expect(auto.snapshot().indicatorAnimating == false)
        auto.tap()
        #expect(auto.snapshot().indicatorAnimating == true)
        #expect(state.snapshot().arrowRotation == nil)
        #expect(state.snapshot().indicatorAnimating == nil)
        #expect(state.snapshot().image == nil)
        let plain = BackFooter(id: "plain", settings: settings { $0.style = .plain })
        #expect(plain.snapshot().text == nil)
        #expect(plain.layout.stateLabel == nil)
    }

    /// Gif: idle shows floor(10 × 27/54) = 5; pulling plays 4 frames in 0.4 s, so after 0.25 s
    /// the frame is floor(0.25/0.4 × 4) = floor(2.5) = 2; a single refreshing frame stands still.
    @Test func gifFrames() {
        let scrollView = feedScrollView()
        let images: [RefreshState: GifImages] = [
            .idle: GifImages(frames: 10), .pulling: GifImages(frames: 4, duration: 0.4),
            .refreshing: GifImages(frames: 1),
        ]
        let header = Header(id: "header", settings: settings { ($0.style, $0.images) = (.gif, images) })
        scrollView.attach(header)
        scrollView.drag(dy: 27)
        #expect(header.snapshot().image == 5)
        scrollView.drag(dy: 33)
        #expect(header.snapshot().image == 0)
        scrollView.wait(0.25)
        #expect(header.snapshot().image == 2)
        scrollView.release()
        scrollView.wait(frame)
        #expect(header.state == .refreshing)
        scrollView.wait(1)
        #expect(header.snapshot().image == 0)
    }

    /// Idle frame index is clamped: 64.8 down gives percent 64.8/54 = 1.2, floor(10 × 1.2) = 12
    /// → 9 (set while still idle, just before turning pulling; no pulling frames, so it stays).
    /// Back up 37.8 to -91: percent 27/54 = 0.5 is set while still pulling, so the frame only
    /// follows at the next change: floor(10 × 0.5) = 5.
    @Test func gifIdleFrameClampedAndLagging() {
        let (scrollView, header) = attached(
            Header(id: "header", settings: settings { ($0.style, $0.images) = (.gif, [.idle: GifImages(frames: 10)]) }))
        scrollView.drag(dy: 64.8, steps: 1)
        #expect(header.state == .pulling)
        #expect(header.snapshot().image == 9)
        scrollView.drag(dy: -37.8, steps: 1)
        #expect(header.state == .idle)
        #expect(header.snapshot().image == 9)
        scrollView.drag(dy: 0)
        #expect(header.snapshot().image == 5)
    }
}
