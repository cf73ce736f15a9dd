import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec
import Testing

/// The label and indicator settings of MJRefresh's Example set-ups, from spec to engine layout.
/// Texts are the spec's own, so the built-in catalog does not enter the arithmetic.
@Suite struct LabelAppearanceTests {
    private func layout(_ component: String, yaml: String) throws -> ComponentLayout {
        let assembled = AssembledSpec(spec: try spec(yaml), locale: "en")
        return try #require(assembled.scrollView.component(component)).layout
    }

    private static func header(_ keys: String, style: String = "normal") -> String {
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {header.lastTime: "Updated ", header.noRecord: never}
        components:
          - id: header
            type: header
            style: \(style)
            labels: {idle: {text: Pull}}
        \(keys)
        """
    }

    /// Example 04 (stateLabel.hidden, lastUpdatedTimeLabel.hidden). MJRefreshNormalHeader.placeSubviews:
    /// arrowCenterX = mj_w × 0.5 = 187.5 when the state label is hidden; arrow 15×40 at
    /// (187.5 - 7.5, 27 - 20) = (180, 7); MJRefreshStateHeader.placeSubviews returns early.
    @Test func hiddenStateLabelCentresTheArrow() throws {
        let layout = try layout("header", yaml: Self.header("    stateLabel: {hidden: true}\n    lastUpdated: {hidden: true}"))
        #expect(layout.stateLabel == nil)
        #expect(layout.arrow == Rect(x: 180, y: 7, width: 15, height: 40))
    }

    /// Inter Bold 14 (SPEC.md §8, 2816 units per em): "Pull" 5107 units, 25.39 pt; "Updated
    /// never" 20285 units, 100.85 pt, the wider, which places the arrow.
    private static let updatedNever = 20285.0 * 14 / 2816

    /// labelLeftInset 10: arrowCenterX = 187.5 - 100.85 / 2 - 10 = 127.08; arrow x = 127.08 - 7.5 = 119.58.
    @Test func labelLeftInsetIsTheGap() throws {
        let layout = try layout("header", yaml: Self.header("    labelLeftInset: 10"))
        #expect(layout.arrow?.x == 187.5 - Self.updatedNever / 2 - 10 - 7.5)
        #expect(abs((layout.arrow?.x ?? 0) - 119.576) < 0.001)
    }

    /// Example 05: the last-updated label's own font is what MJRefresh measures (mj_textWidth of
    /// lastUpdatedTimeLabel): "Updated never" at 20 regular = 19768 Inter Regular units × 20 / 2816
    /// = 140.40; max(25.39, 140.40) = 140.40; arrowCenterX = 187.5 - 70.20 - 25 = 92.30; arrow x =
    /// 84.80. Its color is its own; the state label's stays.
    @Test func lastUpdatedFontAndColor() throws {
        let yaml = Self.header("    lastUpdated: {font: {size: 20, weight: regular}, textColor: \"#FF0000\"}")
        let arrowX = try #require(try layout("header", yaml: yaml).arrow?.x)
        #expect(arrowX == 187.5 - 19768.0 * 20 / 2816 / 2 - 25 - 7.5)
        #expect(abs(arrowX - 84.801) < 0.001)
        let header = try #require(try spec(yaml).component("header"))
        #expect(header.settings.lastUpdated?.textColor?.description == "#FF0000")
        #expect(header.settings.textColor.description == "#5A5A5A")
    }

    /// UIActivityIndicatorViewStyleLarge is 37×37; MJRefresh only sets its centre: (187.5 - 100.85 / 2
    /// - 25, 27) = (112.08, 27), so x = 112.08 - 18.5 = 93.58, y = 27 - 18.5 = 8.5.
    @Test func largeIndicator() throws {
        let yaml = Self.header("    indicator: {style: large, color: \"#00FF00\"}")
        let center = Point(x: 187.5 - Self.updatedNever / 2 - 25, y: 27)
        #expect(try layout("header", yaml: yaml).indicator == Rect(center: center, size: Size(width: 37, height: 37)))
        #expect(try spec(yaml).component("header")?.settings.indicatorColor?.description == "#00FF00")
    }

    /// MJRefreshGifHeader.placeSubviews: both labels hidden -> gifView.frame = bounds (375×54);
    /// otherwise mj_w = 375 × 0.5 - 100.85 × 0.5 - labelLeftInset (gif: 20) = 117.08.
    @Test func gifCoversTheHeaderWithoutText() throws {
        let hidden = Self.header("    stateLabel: {hidden: true}\n    lastUpdated: {hidden: true}", style: "gif")
        #expect(try layout("header", yaml: hidden).gif == Rect(x: 0, y: 0, width: 375, height: 54))
        #expect(try layout("header", yaml: Self.header("", style: "gif")).gif?.width == 375 * 0.5 - Self.updatedNever / 2 - 20)
    }
}
