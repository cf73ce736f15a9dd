import Foundation
import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct LayoutTests {
    private let english = LabelTexts(
        titles: [.idle: "Pull down to refresh", .pulling: "Release to refresh", .refreshing: "Loading..."])

    /// Header 375 × 54 with the last-updated label: state label (0, 0, 375, 27), time label
    /// (0, 27, 375, 27). Widths: "Pull down to refresh" 177, "Last update: No record"
    /// 22 × 8.82 = 194.04 → 195. Arrow centre x = 375/2 - 195/2 - 25 = 65, y = 27;
    /// the 15 × 40 arrow is at (57.5, 7); the 20 × 20 indicator at (55, 17).
    @Test func normalHeaderWithLastUpdated() {
        let (_, header) = attached(Header(id: "header", texts: english))
        let layout = header.layout
        #expect(header.detailText == "Last update: No record")
        #expect(layout.stateLabel == Rect(x: 0, y: 0, width: 375, height: 27))
        #expect(layout.lastUpdatedLabel == Rect(x: 0, y: 27, width: 375, height: 27))
        #expect(layout.arrow == Rect(x: 57.5, y: 7, width: 15, height: 40))
        #expect(layout.indicator == Rect(x: 55, y: 17, width: 20, height: 20))
    }

    /// An app's own arrow image (`arrowView.image`, MJRefreshNormalHeader.m `placeSubviews`:
    /// the arrow takes its image's size and keeps its centre): a 24 × 24 image on the header
    /// above has its centre at (65, 27), so its frame is (65 - 12, 27 - 12, 24, 24) = (53, 15).
    /// The back footer (MJRefreshBackNormalFooter.m) places its arrow the same way.
    @Test func customArrowImageKeepsTheArrowsCentre() {
        let (_, header) = attached(
            Header(id: "header", settings: settings { $0.arrowSize = Size(width: 24, height: 24) }, texts: english))
        #expect(header.layout.arrow == Rect(x: 53, y: 15, width: 24, height: 24))
        #expect(header.layout.indicator == Rect(x: 55, y: 17, width: 20, height: 20))
    }

    /// Without the time label the state label fills the header; centre x = 187.5 - 88.5 - 25 = 74.
    /// Gif: the image view is 187.5 - 88.5 - 20 = 79 wide.
    @Test func headerWithoutLastUpdated() {
        let scrollView = feedScrollView()
        let normal = Header(id: "header", settings: lastUpdated { $0.hidden = true }, texts: english)
        var gifSettings = lastUpdated { $0.hidden = true }
        gifSettings.style = .gif
        let gif = Header(id: "gif", settings: gifSettings, texts: english)
        scrollView.attach(normal)
        scrollView.attach(gif)
        #expect(normal.detailText == nil)
        #expect(normal.layout.stateLabel == Rect(x: 0, y: 0, width: 375, height: 54))
        #expect(normal.layout.arrow?.center == Point(x: 74, y: 27))
        #expect(gif.layout.gif == Rect(x: 0, y: 0, width: 79, height: 54))
    }

    /// Switching texts re-lays out at once: "下拉可以刷新" is 89 wide, "最后更新：无记录" 8 × 14.7
    /// = 117.6 → 118, so the arrow centre x = 187.5 - 59 - 25 = 103.5.
    @Test func localeSwitchRelaysOut() {
        let (scrollView, header) = attached(Header(id: "header", texts: english))
        let chinese = LabelTexts(
            titles: [.idle: "下拉可以刷新"], lastTime: "最后更新：", today: "今天", noRecord: "无记录")
        scrollView.setTexts(["header": chinese])
        #expect(header.text == "下拉可以刷新")
        #expect(header.detailText == "最后更新：无记录")
        #expect(header.layout.arrow?.center == Point(x: 103.5, y: 27))
    }

    /// Trailer 60 × 667, label one character wide (ceil 14 = 14). State style: centred at
    /// (30, 333.5) → x 23. Normal, with the 20 × 20 arrow: label centre x = (60 + 20)/2 = 40 → x 33;
    /// arrow centre (20/2 + 5, 333.5) = (15, 333.5).
    @Test func trailerLabels() {
        let scrollView = makeScrollView(frame: Size(width: 375, height: 667))
        let state = Trailer(id: "state", settings: settings { $0.style = .state })
        let normal = Trailer(id: "normal")
        scrollView.attach(state)
        scrollView.attach(normal)
        #expect(state.layout.stateLabel == Rect(x: 23, y: 0, width: 14, height: 667))
        #expect(normal.layout.stateLabel == Rect(x: 33, y: 0, width: 14, height: 667))
        #expect(normal.layout.arrow?.center == Point(x: 15, y: 333.5))
    }

    /// Auto footer: the label fills it; the indicator sits left of the text unless the
    /// refreshing title is hidden (then centred, and the text is empty while refreshing).
    @Test func autoFooterRefreshingTitleHidden() {
        let scrollView = feedScrollView()
        let texts = LabelTexts(titles: [.idle: "Load more", .refreshing: "Loading..."])
        let footer = AutoFooter(
            id: "more", settings: settings { $0.refreshingTitleHidden = true }, texts: texts)
        scrollView.attach(footer)
        #expect(footer.layout.stateLabel == Rect(x: 0, y: 0, width: 375, height: 44))
        footer.tap()
        #expect(footer.snapshot().text == "")
        #expect(footer.layout.indicator?.center == Point(x: 187.5, y: 22))
    }
}
