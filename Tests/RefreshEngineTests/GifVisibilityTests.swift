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
        let (scrollView, footer) = attached(AutoFooter(id: "more", settings: settings { ($0.style, $0.images) = (.gif, images) }))
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
        let idleOnly = AutoFooter(
            id: "more", settings: settings { ($0.style, $0.images) = (.gif, [.idle: GifImages(frames: 10)]) })
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
        let idleOnly = BackFooter(
            id: "more", settings: settings { ($0.style, $0.images) = (.gif, [.idle: GifImages(frames: 10)]) })
        let (scrollView, footer) = attached(idleOnly)
        footer.beginRefreshing()
        #expect(footer.snapshot().image == 9)
        footer.endRefreshingWithNoMoreData()
        #expect(footer.snapshot().image == nil)
        footer.resetNoMoreData()
        #expect(footer.snapshot().image == 9)
        withExtendedLifetime(scrollView) {}
    }

    /// MJRefreshBackGifFooter `setState:` has no `stopAnimating` on idle (MJRefreshGifHeader's
    /// has): after `endRefreshing` the refreshing frames play on. 4 frames over 0.4 s, started
    /// at t = 0 by `beginRefreshing`: at t = 0.1 frame floor(0.1 / 0.4 × 4) mod 4 = 1, and, idle
    /// since t = 0.1, at t = 0.65 frame floor(0.65 / 0.4 × 4) mod 4 = 6 mod 4 = 2 (a stopped gif
    /// would show 1 or its still frame). A header stops: it shows its still frame, 0.
    @Test func backGifFooterKeepsPlayingWhenIdle() {
        let frames: [RefreshState: GifImages] = [.refreshing: GifImages(frames: 4, duration: 0.4)]
        let (scrollView, footer) = attached(BackFooter(id: "more", settings: settings { ($0.style, $0.images) = (.gif, frames) }))
        footer.beginRefreshing()
        scrollView.wait(0.1)
        #expect(footer.snapshot().image == 1)
        footer.endRefreshing()
        scrollView.wait(0.55)
        #expect(footer.state == .idle)
        #expect(footer.snapshot().image == 2)

        let (headerView, header) = attached(Header(id: "header", settings: settings { ($0.style, $0.images) = (.gif, frames) }))
        header.beginRefreshing()
        headerView.wait(0.1)
        header.endRefreshing()
        headerView.wait(0.55)
        #expect(header.state == .idle)
        #expect(header.snapshot().image == 0)
    }
}
