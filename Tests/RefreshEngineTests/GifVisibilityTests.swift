import RefreshCore
import Testing

@testable import RefreshEngine

/// When the gif view is hidden, the snapshot has no `image` (run JSON omits the key).
@Suite struct GifVisibilityTests {
    /// 10 idle frames, 3 refreshing frames over 0.3 s.
    private let images: [RefreshState: GifImages] = [
        .idle: GifImages(frames: 10), .refreshing: GifImages(frames: 3, duration: 0.3),
    ]

    /// MJRefreshAutoGifFooter `setState:`: idle (from the component's first `setState`) and
    /// noMoreData stop the gif and hide it; refreshing with images shows it and plays: at 0.15 s
    /// frame floor(0.15 / 0.3 × 3) = 1. It has no `setPullingPercent:` override, so the idle
    /// frames are never shown.
    @Test func autoGifFooterHidesTheGifWhenIdleAndNoMoreData() {
        let (scrollView, footer) = attached(AutoFooter(id: "more", options: .init(style: .gif, images: images)))
        #expect(footer.snapshot().image == nil)
        footer.tap()
        #expect(footer.snapshot().image == 0)
        scrollView.wait(0.15)
        #expect(footer.snapshot().image == 1)
        footer.endRefreshing()
        #expect(footer.snapshot().image == nil)
        footer.tap()
        footer.endRefreshingWithNoMoreData()
        #expect(footer.snapshot().image == nil)
    }

    /// Without refreshing images `setState:` returns before `gifView.hidden = NO`: still hidden.
    @Test func autoGifFooterWithoutRefreshingImagesStaysHidden() {
        let idleOnly = AutoFooter(id: "more", options: .init(style: .gif, images: [.idle: GifImages(frames: 10)]))
        let (scrollView, footer) = attached(idleOnly)
        footer.tap()
        #expect(footer.state == .refreshing)
        #expect(footer.snapshot().image == nil)
        withExtendedLifetime(scrollView) {}
    }

    /// MJRefreshBackGifFooter: `beginRefreshing` sets pullingPercent 1 while idle, so
    /// `setPullingPercent:` shows idle frame min(floor(10 × 1), 10 - 1) = 9; refreshing has no
    /// images here and keeps it. noMoreData hides the gif; idle (`resetNoMoreData`) shows it again.
    @Test func backGifFooterHidesTheGifInNoMoreData() {
        let idleOnly = BackFooter(id: "more", options: .init(style: .gif, images: [.idle: GifImages(frames: 10)]))
        let (scrollView, footer) = attached(idleOnly)
        footer.beginRefreshing()
        #expect(footer.snapshot().image == 9)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.snapshot().image == nil)
        footer.resetNoMoreData()
        #expect(footer.snapshot().image == 9)
        withExtendedLifetime(scrollView) {}
    }
}
