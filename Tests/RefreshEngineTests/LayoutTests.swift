import Foundation
import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct LayoutTests {
    private let english = LabelTexts(
        titles: [.idle: "Pull down to refresh", .pulling: "Release to refresh", .refreshing: "Loading..."])

    /// Inter Bold 14 (SPEC.md §8, units of 2816 per em): "Pull down to refresh" 27644 − 198
    /// kerning = 27446 units, 136.45 pt; "Last update: No record" 31231 units, 155.27 pt; the
    /// wider one places the arrow.
    private static let pullDown = 27446.0 * 14 / 2816
    private static let lastUpdate = 31231.0 * 14 / 2816

    /// Header 375 × 54 with the last-updated label: state label (0, 0, 375, 27), time label
    /// (0, 27, 375, 27). Arrow centre x = 375/2 - 155.27/2 - 25 = 84.87, y = 27; the 15 × 40
    /// arrow is at (77.37, 7); the 20 × 20 indicator at (74.87, 17).
    @Test func normalHeaderWithLastUpdated() {
        let (_, header) = attached(Header(id: "header", texts: english))
        let layout = header.layout
        let center = Point(x: 375 / 2 - Self.lastUpdate / 2 - 25, y: 27)
        #expect(header.detailText == "Last update: No record")
        #expect(layout.stateLabel == Rect(x: 0, y: 0, width: 375, height: 27))
        #expect(layout.lastUpdatedLabel == Rect(x: 0, y: 27, width: 375, height: 27))
        #expect(layout.arrow == Rect(center: center, size: Size(width: 15, height: 40)))
        #expect(abs((layout.arrow?.x ?? 0) - 77.366) < 0.001)
        #expect(layout.indicator == Rect(center: center, size: Size(width: 20, height: 20)))
    }

    /// An app's own arrow image (`arrowView.image`, MJRefreshNormalHeader.m `placeSubviews`:
    /// the arrow takes its image's size and keeps its centre): a 24 × 24 image on the header
    /// above has its centre at (84.87, 27), so its frame is (84.87 - 12, 27 - 12, 24, 24).
    /// The back footer (MJRefreshBackNormalFooter.m) places its arrow the same way.
    @Test func customArrowImageKeepsTheArrowsCentre() {
        let (_, header) = attached(
            Header(id: "header", settings: settings { $0.arrowSize = Size(width: 24, height: 24) }, texts: english))
        let center = Point(x: 375 / 2 - Self.lastUpdate / 2 - 25, y: 27)
        #expect(header.layout.arrow == Rect(center: center, size: Size(width: 24, height: 24)))
        #expect(header.layout.indicator == Rect(center: center, size: Size(width: 20, height: 20)))
    }

    /// Without the time label the state label fills the header; centre x = 187.5 - 136.45/2 - 25
    /// = 94.27. Gif: the image view is 187.5 - 136.45/2 - 20 = 99.27 wide.
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
        #expect(normal.layout.arrow?.center == Point(x: 375 / 2 - Self.pullDown / 2 - 25, y: 27))
        #expect(gif.layout.gif == Rect(x: 0, y: 0, width: 375 / 2 - Self.pullDown / 2 - 20, height: 54))
        #expect(abs((gif.layout.gif?.width ?? 0) - 99.275) < 0.001)
    }

    /// Switching texts re-lays out at once: Noto Sans CJK sets "下拉可以刷新" on 6 ems, 84 pt,
    /// and "最后更新：无记录" (the fullwidth colon too) on 8, 112 pt, so the arrow centre x =
    /// 187.5 - 56 - 25 = 106.5.
    @Test func localeSwitchRelaysOut() {
        let (scrollView, header) = attached(Header(id: "header", texts: english))
        let chinese = LabelTexts(
            titles: [.idle: "下拉可以刷新"], lastTime: "最后更新：", today: "今天", noRecord: "无记录")
        scrollView.setTexts(["header": chinese])
        #expect(header.text == "下拉可以刷新")
        #expect(header.detailText == "最后更新：无记录")
        #expect(header.layout.arrow?.center == Point(x: 106.5, y: 27))
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
