import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct TrailerTests {
    private func makeGallery(contentWidth: Double) -> (ScrollView, Trailer) {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.contentSize = Size(width: contentWidth, height: 667)
        }
        let trailer = Trailer(id: "trailer")
        scrollView.attach(trailer)
        return (scrollView, trailer)
    }

    /// break = 1000 - 375 = 625 = happen; threshold = 625 + 60 = 685; x = max(1000, 375) = 1000.
    @Test func mirrorsBackFooterAlongX() {
        let (scrollView, trailer) = makeGallery(contentWidth: 1000)
        #expect(trailer.frame == Rect(x: 1000, y: 0, width: 60, height: 667))
        scrollView.scroll(to: Point(x: 625, y: 0))
        // 625 + 70 = 695 > 685.
        scrollView.drag(dx: -70)
        #expect(trailer.state == .pulling)
        #expect(scrollView.events.last?.reason == "offsetX 695 > threshold 685 while dragging")
        #expect(trailer.snapshot().arrowRotation == 180)
        scrollView.release()
        scrollView.wait(frame)
        // right = 60 + 0; offset x = 625 + 60 = 685.
        #expect(trailer.state == .refreshing)
        #expect(scrollView.contentInset.right == 60)
        #expect(scrollView.contentOffset.x == 685)
        trailer.endRefreshing()
        // Clamp to max(0, 1000 - 375) = 625; arrow 180, back to 0 after fast.
        #expect(scrollView.contentOffset.x == 625)
        #expect(trailer.snapshot().arrowRotation == 180)
        scrollView.wait(0.25)
        #expect(trailer.snapshot().arrowRotation == 0)
    }

    /// Narrow content 200: break -175, happen 0, right = 60 + 175 = 235, offset 0 + 60 = 60.
    @Test func shortContent() {
        let (scrollView, trailer) = makeGallery(contentWidth: 200)
        #expect(trailer.frame.x == 375)
        scrollView.drag(dx: -70)
        scrollView.release()
        scrollView.wait(frame)
        #expect(trailer.state == .refreshing)
        #expect(scrollView.contentInset.right == 235)
        #expect(scrollView.contentOffset.x == 60)
    }
}
