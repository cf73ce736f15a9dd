import RefreshCore
import Testing

@testable import RefreshEngine

/// `setImages:duration:forState:` of MJRefreshGifHeader, MJRefreshBackGifFooter and
/// MJRefreshAutoGifFooter: `if (image.size.height > self.mj_h) self.mj_h = image.size.height;`.
@Suite struct GifSizeTests {
    private func imageSettings(_ heights: [RefreshState: Double], style: ComponentStyle = .gif) -> ComponentSettings {
        settings {
            $0.style = style
            $0.images = heights.mapValues { GifImages(frames: 2, size: Size(width: 30, height: $0)) }
        }
    }

    /// Back footer: max(44, 50, 30) = 50; it sits at y = contentHeight 1200 either way.
    @Test func tallerImageGrowsTheFooter() {
        let (_, footer) = attached(BackFooter(id: "more", settings: imageSettings([.idle: 50, .pulling: 30])))
        #expect(footer.size == 50)
        #expect(footer.frame.height == 50)
    }

    /// A height set after `setImages:` (the app's `header.mj_h = 48` on the next line) is the
    /// height, whatever the images: 48, not max(48, 80) = 80, and the header sits at y = -48.
    /// Set before, the 80 pt image raises it to 80.
    @Test func aHeightSetAfterTheImagesWins() {
        var after = imageSettings([.idle: 80])
        after.height = 48
        after.heightAfterImages = true
        let (_, header) = attached(Header(id: "header", settings: after))
        #expect(header.size == 48)
        #expect(header.frame.y == -48)
        var before = after
        before.heightAfterImages = false
        #expect(before.size(as: .header) == 80)
        // Without a height there is nothing to set after them: the image raises the default 54.
        after.height = nil
        #expect(after.size(as: .header) == 80)
    }

    /// Header: an image of 40 < 54 changes nothing; the header stays at y = -54.
    @Test func shorterImageKeepsTheHeight() {
        let (_, header) = attached(Header(id: "header", settings: imageSettings([.idle: 40])))
        #expect(header.size == 54)
        #expect(header.frame.y == -54)
    }

    /// Auto footer: 60 > 44; attaching adds the grown height to the bottom inset: 0 + 60 = 60.
    @Test func autoFooterInsetUsesTheGrownHeight() {
        let (scrollView, footer) = attached(AutoFooter(id: "more", settings: imageSettings([.refreshing: 60])))
        #expect(footer.size == 60)
        #expect(scrollView.contentInset.bottom == 60)
    }

    /// Only the gif classes grow; a normal-style header ignores image sizes (it has no gif view).
    @Test func normalStyleIgnoresImages() {
        let (_, header) = attached(Header(id: "header", settings: imageSettings([.idle: 90], style: .normal)))
        #expect(header.size == 54)
    }
}
