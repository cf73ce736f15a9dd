import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `tree` shows the label and indicator settings and the righter's own values.
@Suite struct TreeAppearanceTests {
    private func tree(_ text: String) throws -> String {
        let result = Spec.load(source: Source(path: "tree.yaml", bytes: Array(text.utf8)))
        let spec = try #require(result.spec)
        return TreeRenderer.render(AssembledSpec(spec: spec, locale: "en"))
    }

    /// Header: state label hidden (Example 04), last-updated label in 12 pt regular red (Example 05):
    /// MJRefreshStateHeader.placeSubviews returns early, so the last-updated label keeps a zero frame;
    /// the arrow centres: (187.5 - 7.5, 27 - 20) = (180, 7); the large indicator (37×37) at
    /// (187.5 - 18.5, 27 - 18.5) = (169, 8.5). No inset: it shows below -0 and pulls below 0 - 54.
    @Test func headerWithHiddenStateLabel() throws {
        let text = try tree(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {header.lastTime: "Updated ", header.noRecord: never}
            components:
              - id: header
                type: header
                labels: {idle: {text: Pull}}
                stateLabel: {hidden: true}
                lastUpdated: {font: {size: 12, weight: regular}, textColor: "#FF0000"}
                indicator: {style: large, color: "#00FF00"}
            """)
        #expect(
            text.split(separator: "\n").dropFirst(2).joined(separator: "\n") == """
                └─ header (header, normal) frame (0, -54, 375, 54) state idle alpha 1
                   ├─ thresholds: shows below offsetY 0 (-insetTop 0), pulls below -54 (0 - height 54)
                   ├─ stateLabel hidden text "Pull"
                   ├─ lastUpdatedLabel frame (0, 0, 0, 0) text "Updated never" color #FF0000 font 12 regular
                   ├─ arrow frame (180, 7, 15, 40)
                   └─ indicator frame (169, 8.5, 37, 37) style large color #00FF00
                """)
    }

    /// The seed's righter on a 375×200 collection: w = 15 + 5 + 20 + 5 = 45 at x = max(0, 375) = 375;
    /// arrow (0, (200 - 15) / 2 = 92.5); label x = 15 + 5 = 20, 20 wide; indicator on the arrow.
    /// Thresholds: break = contentW 0 - (375 - 0 - 0) = -375 ≤ 0, so happen = -insetLeft = 0 and
    /// the trigger is 0 + 45.
    @Test func righter() throws {
        let text = try tree(
            """
            version: 1
            scrollView: {kind: collection, axis: horizontal, frame: {width: 375, height: 200}, contentSize: {width: 0}}
            components: [{id: righter, type: trailer, variant: righter}]
            """)
        #expect(
            text.split(separator: "\n").dropFirst(2).joined(separator: "\n") == """
                └─ righter (trailer righter, normal) frame (375, 0, 45, 200) state idle alpha 1
                   ├─ thresholds: shows beyond offsetX 0 (-insetLeft 0, as insetLeft 0 + contentWidth 0 + insetRight 0 fits in frameWidth 375), pulls beyond 45 (0 + width 45)
                   ├─ stateLabel frame (20, 0, 20, 200) text "左滑加载更多" color #929292 font 14 regular lineSpacing 3
                   ├─ arrow frame (0, 92.5, 15, 15)
                   └─ indicator frame (0, 92.5, 15, 15)
                """)
    }
}
