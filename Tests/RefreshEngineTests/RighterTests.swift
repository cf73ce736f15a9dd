import RefreshCore
import Testing

@testable import RefreshEngine

/// The seed's MJRefreshRighter (seed 000, `MJRefreshRighter.m`) on a 375×667 gallery.
@Suite struct RighterTests {
    private func makeGallery(contentWidth: Double, arrowSize: Size? = nil) -> (ScrollView, Trailer) {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.contentSize = Size(width: contentWidth, height: 667)
        }
        let righter = Trailer(id: "righter", settings: settings { ($0.variant, $0.arrowSize) = (.righter, arrowSize) })
        scrollView.attach(righter)
        return (scrollView, righter)
    }

    /// scrollViewContentSizeDidChange: (called from willMoveToSuperview:) with an arrow 24×32:
    /// x = max(1000, 375) = 1000, w = 24 + 5 + 20 + 5 = 54, h = 667; arrow (0, (667 - 32) / 2 = 317.5);
    /// statelbl x = 24 + 5 = 29, 20 wide, 667 high; indicator.frame = arrowImageView.frame.
    @Test func placesItselfAtAttach() {
        let (_, righter) = makeGallery(contentWidth: 1000, arrowSize: Size(width: 24, height: 32))
        #expect(righter.frame == Rect(x: 1000, y: 0, width: 54, height: 667))
        let layout = righter.layout
        #expect(layout.arrow == Rect(x: 0, y: 317.5, width: 24, height: 32))
        #expect(layout.indicator == layout.arrow)
        #expect(layout.stateLabel == Rect(x: 29, y: 0, width: 20, height: 667))
    }

    /// setState: idle 0.000001 - M_PI (180°), pulling identity (0°), refreshing hides the arrow and
    /// spins the indicator, after refreshing 180° at once. break = 1000 - 375 = 625 = happen;
    /// w = 15 + 30 = 45; threshold = 625 + 45 = 670.
    @Test func arrowPointsTheOtherWayFromNormalTrailer() {
        let (scrollView, righter) = makeGallery(contentWidth: 1000)
        #expect(righter.snapshot().arrowRotation == 180)
        scrollView.scroll(to: Point(x: 625, y: 0))
        // 625 + 50 = 675 > 670.
        scrollView.drag(dx: -50)
        #expect(righter.state == .pulling)
        #expect(righter.snapshot().arrowRotation == 0)
        #expect(righter.snapshot().indicatorAnimating == false)
        scrollView.release()
        scrollView.wait(frame)
        // right = 45 + 0; offset x = 625 + 45 = 670.
        #expect(righter.state == .refreshing)
        #expect(scrollView.contentInset.right == 45)
        #expect(scrollView.contentOffset.x == 670)
        #expect(righter.snapshot().indicatorAnimating == true)
        righter.endRefreshing()
        #expect(righter.snapshot().arrowRotation == 180)
        #expect(righter.snapshot().indicatorAnimating == false)
    }

    /// `animateWithDuration:0.1 … completion: executeRefreshingCallback`, whatever `fast` is.
    @Test func beginAnimationIsATenthOfASecond() {
        let (scrollView, righter) = makeGallery(contentWidth: 1000)
        righter.beginRefreshing()
        scrollView.wait(0.09)
        #expect(righter.refreshingCallbacks == 0)
        scrollView.wait(0.02)
        #expect(righter.refreshingCallbacks == 1)
    }

    /// `setState:` from refreshing to idle: `animateWithDuration:MJRefreshSlowAnimationDuration`
    /// (0.4 s, MJRefreshConst.m) … completion: pullingPercent = 0, endRefreshingCompletionBlock —
    /// after 0.4 s whatever the component's `slow` (here 1.2 s), where the standard trailer's
    /// `slowAnimationDuration` waits the whole 1.2 s.
    @Test func endAnimationIsMJRefreshsSlowConstant() {
        let righter = Trailer(id: "righter", settings: settings { ($0.variant, $0.animation.slow) = (.righter, 1.2) })
        let trailer = Trailer(id: "trailer", settings: settings { $0.animation.slow = 1.2 })
        for component in [righter, trailer] {
            let view = makeScrollView(frame: Size(width: 375, height: 667)) { $0.contentSize = Size(width: 1000, height: 667) }
            view.attach(component)
            component.beginRefreshing()
            view.wait(1)
            component.endRefreshing()
            view.wait(0.39)
            #expect(component.endCallbacks == 0)
            view.wait(0.02)
            // 0.41 s: past the righter's 0.4 s, short of the trailer's 1.2 s.
            #expect(component.endCallbacks == (component === righter ? 1 : 0))
            view.wait(0.8)
            #expect(component.endCallbacks == 1)
        }
    }

    /// The righter's titles (`stateLblTextDictM`, MJRefreshRighter.m).
    private static let titles: [RefreshState: String] = [
        .idle: "左滑加载更多", .pulling: "释放加载更多", .refreshing: "正在加载", .willRefresh: "即将加载更多",
    ]

    /// A 1000 pt wide gallery out of a window and a righter with its titles, not attached yet.
    private static func outOfWindow() -> (ScrollView, Trailer) {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667)) {
            $0.contentSize = Size(width: 1000, height: 667)
            $0.inWindow = false
        }
        let righter = Trailer(
            id: "righter", settings: settings { $0.variant = .righter }, texts: LabelTexts(titles: Self.titles))
        return (scrollView, righter)
    }

    /// `setState:` writes the label (`updateStateAttrTextWithState:`) in its idle/noMoreData,
    /// refreshing and pulling branches only: beginRefreshing out of a window enters
    /// willRefresh and the label keeps 左滑加载更多; appearing makes it refreshing, 正在加载.
    @Test func willRefreshKeepsTheTextBeforeIt() {
        let (scrollView, righter) = Self.outOfWindow()
        scrollView.attach(righter)
        #expect(righter.text == "左滑加载更多")
        righter.beginRefreshing()
        #expect(righter.state == .willRefresh)
        #expect(righter.text == "左滑加载更多")
        scrollView.appear()
        #expect(righter.state == .refreshing)
        #expect(righter.text == "正在加载")
    }

    /// `willMoveToSuperview:` writes the label of the state it finds (`updateStateAttrTextWithState:
    /// self.state`): a righter that entered willRefresh before it was attached shows 即将加载更多,
    /// the only way that title appears; out of a window it stays so until the scroll view appears.
    @Test func attachedInWillRefreshItShowsItsWillRefreshTitle() {
        let (scrollView, righter) = Self.outOfWindow()
        scrollView.register(righter)
        righter.beginRefreshing()
        #expect(righter.state == .willRefresh)
        #expect(righter.text == "左滑加载更多")
        scrollView.attach(righter)
        #expect(righter.state == .willRefresh)
        #expect(righter.text == "即将加载更多")
        scrollView.appear()
        #expect(righter.text == "正在加载")
    }

    /// noMoreData: `arrowImageView.hidden = YES`, rotation 180°.
    @Test func noMoreDataHidesTheArrow() {
        let (_, righter) = makeGallery(contentWidth: 1000)
        righter.endRefreshingWithNoMoreData()
        #expect(righter.state == .noMoreData)
        #expect(righter.appearance.arrowHidden)
        #expect(righter.snapshot().arrowRotation == 180)
    }
}
