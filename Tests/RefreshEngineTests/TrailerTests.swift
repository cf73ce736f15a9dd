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

    /// MJRefreshNormalTrailer.m:31 sizes the arrow by its image, `mj_trailArrowImage`, which is
    /// trail_arrow@2x.png (NSBundle+MJRefresh.m:43): 40 × 40 pixels at scale 2 = 20 × 20 points.
    /// In a 60 × 200 trailer: arrow centre (20 × 0.5 + 5, 200 × 0.5) = (15, 100) (line 34), frame
    /// (15 - 10, 100 - 10, 20, 20) = (5, 90, 20, 20) (lines 38-39); label centre x = (60 + 20) × 0.5
    /// = 40 (lines 50-51), ceil(14) = 14 wide (line 46), 200 high (line 52): (40 - 7, 0, 14, 200) =
    /// (33, 0, 14, 200). The righter keeps its 15 × 15: w = 15 + 5 + 20 + 5 = 45, arrow (0, (200 - 15)
    /// / 2 = 92.5, 15, 15).
    @Test func standardArrowIsTwentyPoints() {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 200))
        let trailer = Trailer(id: "trailer")
        scrollView.attach(trailer)
        #expect(trailer.layout.arrow == Rect(x: 5, y: 90, width: 20, height: 20))
        #expect(trailer.layout.stateLabel == Rect(x: 33, y: 0, width: 14, height: 200))
        let righterView = makeScrollView(frame: Size(width: 375, height: 200))
        let righter = Trailer(id: "righter", settings: settings { $0.variant = .righter })
        righterView.attach(righter)
        #expect(righter.frame.width == 45)
        #expect(righter.layout.arrow == Rect(x: 0, y: 92.5, width: 15, height: 15))
    }

    /// A hidden state label: MJRefreshNormalTrailer.m:39 centres the arrow on selfCenter (line 33),
    /// (60 × 0.5, 200 × 0.5) = (30, 100), so the 20 × 20 arrow is (30 - 10, 100 - 10, 20, 20) =
    /// (20, 90, 20, 20); line 43 returns before the label is placed, as MJRefreshStateTrailer.m:76
    /// does for the state style: no label frame.
    @Test func hiddenStateLabelCentresTheArrow() {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 200))
        let normal = Trailer(id: "normal", settings: settings { $0.stateLabelHidden = true })
        let state = Trailer(id: "state", settings: settings { ($0.style, $0.stateLabelHidden) = (.state, true) })
        scrollView.attach(normal)
        scrollView.attach(state)
        #expect(normal.layout.arrow == Rect(x: 20, y: 90, width: 20, height: 20))
        #expect(normal.layout.stateLabel == nil)
        #expect(state.layout.stateLabel == nil)
    }
}
