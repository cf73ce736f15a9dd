import RefreshEngine
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `tree` and `run` write each component's thresholds with where they come from: the numbers
/// MJRefresh compares with (DESIGN.md), and the arithmetic that gives them.
@Suite struct ThresholdsExplanationTests {
    /// The explanation of every visible component's thresholds, on the spec's scroll view as built.
    private func explanations(scrollView: String, components: String) throws -> [String] {
        let text = "version: 1\nscrollView: \(scrollView)\ncomponents: \(components)\n"
        let spec = try #require(Spec.load(source: Source(path: "t.yaml", bytes: Array(text.utf8))).spec)
        return AssembledSpec(spec: spec, locale: "en").scrollView.thresholds().map(\.explanation)
    }

    private static let feed =
        "{frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}"

    /// happen = -insetTop = -64; pulls below happen - h × r = -64 - 54 × 1.5 = -145.
    @Test func aHeaderShowsBelowMinusTheTopInsetAndPullsItsHeightTimesTriggerRateFurther() throws {
        #expect(
            try explanations(scrollView: Self.feed, components: "[{id: header, type: header, triggerRate: 1.5}]") == [
                "shows below offsetY -64 (-insetTop 64), pulls below -145 (-64 - height 54 × triggerRate 1.5)"
            ])
    }

    /// break = S.h - (F.h - i0.bottom - i0.top) = 1200 - (667 - 0 - 64) = 597 > 0, so happen =
    /// break - i0.top = 533, which is S.h - F.h + i0.bottom = 1200 - 667 + 0; pulls beyond 533 + 44.
    @Test func aBackFooterUnderLongContentShowsPastItsEnd() throws {
        #expect(
            try explanations(scrollView: Self.feed, components: "[{id: more, type: backFooter}]") == [
                "shows beyond offsetY 533 (contentHeight 1200 - frameHeight 667 + insetBottom 0), pulls beyond 577 (533 + height 44)"
            ])
    }

    /// break = 400 - (667 - 20 - 64) = -183 ≤ 0, so happen = -i0.top = -64: 64 + 400 + 20 fits in
    /// 667; pulls beyond -64 + 44 × 2 = 24.
    @Test func aBackFooterUnderShortContentShowsPastMinusTheTopInset() throws {
        let view =
            "{frame: {width: 375, height: 667}, contentSize: {width: 375, height: 400}, contentInset: {top: 64, bottom: 20}}"
        #expect(
            try explanations(scrollView: view, components: "[{id: more, type: backFooter, triggerRate: 2}]") == [
                "shows beyond offsetY -64 (-insetTop 64, as insetTop 64 + contentHeight 400 + insetBottom 20 fits in "
                    + "frameHeight 667), pulls beyond 24 (-64 + height 44 × triggerRate 2)"
            ])
    }

    /// The auto footer adds its height to the bottom inset (i.bottom = 44); it triggers at
    /// S.h - F.h + h × triggerPercent + i.bottom - h = 1200 - 667 + 44 × 0.25 + 44 - 44 = 544.
    @Test func anAutoFooterTriggersAtItsPercentOfItsHeight() throws {
        #expect(
            try explanations(scrollView: Self.feed, components: "[{id: more, type: autoFooter, triggerPercent: 0.25}]") == [
                "triggers when offsetY grows to 544 or beyond (contentHeight 1200 - frameHeight 667 + height 44 × "
                    + "triggerPercent 0.25 + insetBottom 44 - height 44)"
            ])
    }

    /// i.top + S.h = 64 + 400 ≤ 667: only the end of a drag starts it; with automaticallyRefresh
    /// off, only the end of a drag whatever the content.
    @Test func anAutoFooterWithoutTriggerSaysOnlyTheEndOfADragStartsIt() throws {
        let short = "{frame: {width: 375, height: 667}, contentSize: {width: 375, height: 400}, contentInset: {top: 64}}"
        #expect(
            try explanations(scrollView: short, components: "[{id: more, type: autoFooter}]") == [
                "triggers only at the end of a drag, as insetTop 64 + contentHeight 400 fits in frameHeight 667"
            ])
        #expect(
            try explanations(scrollView: Self.feed, components: "[{id: more, type: autoFooter, automaticallyRefresh: false}]")
                == ["triggers only at the end of a drag, as automaticallyRefresh is false"])
    }

    /// Along x: break = S.w - (F.w - i0.right - i0.left) = 1000 - (375 - 15 - 15) = 655 > 0, so
    /// happen = 655 - 15 = 640 = 1000 - 375 + 15; the trailer pulls beyond 640 + 60 = 700, the
    /// righter (w = 15 + 5 + 20 + 5 = 45) beyond 640 + 45 = 685.
    @Test func aTrailerAndARighterShowPastTheContentsRightEnd() throws {
        let view = """
            {kind: collection, axis: horizontal, frame: {width: 375, height: 200}, contentSize: {width: 1000, height: 200},
              contentInset: {left: 15, right: 15}}
            """
        let shows = "shows beyond offsetX 640 (contentWidth 1000 - frameWidth 375 + insetRight 15)"
        #expect(
            try explanations(scrollView: view, components: "[{id: more, type: trailer}]") == [
                shows + ", pulls beyond 700 (640 + width 60)"
            ])
        #expect(
            try explanations(scrollView: view, components: "[{id: more, type: trailer, variant: righter}]") == [
                shows + ", pulls beyond 685 (640 + width 45)"
            ])
    }

    /// Numbers print as the tool prints them elsewhere, to two decimals: -0.1 - 0.2 is
    /// -0.30000000000000004 in binary floating point, written -0.3.
    @Test func numbersAreWrittenAsEverywhereElse() throws {
        let view = "{frame: {width: 375, height: 667}, contentInset: {top: 0.1}}"
        #expect(
            try explanations(scrollView: view, components: "[{id: header, type: header, height: 0.2}]") == [
                "shows below offsetY -0.1 (-insetTop 0.1), pulls below -0.3 (-0.1 - height 0.2)"
            ])
    }

    /// A hidden component ignores offsets: `tree` says so, and a scroll observer has no line.
    @Test func treeShowsEachComponentsThresholdsAndNoneWhileHidden() throws {
        let text = """
            version: 1
            scrollView: \(Self.feed)
            components:
              - {id: header, type: header, style: plain}
              - {id: more, type: backFooter, style: plain, hidden: true}
              - {id: watch, type: scrollObserver}
            """
        let spec = try #require(Spec.load(source: Source(path: "t.yaml", bytes: Array(text.utf8))).spec)
        let lines = TreeRenderer.render(AssembledSpec(spec: spec, locale: "en")).split(separator: "\n").dropFirst(2)
        #expect(
            lines.joined(separator: "\n") == """
                ├─ header (header, plain) frame (0, -54, 375, 54) state idle alpha 1
                │  └─ thresholds: shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 - height 54)
                ├─ more (backFooter, plain) frame (0, 1200, 375, 44) state idle hidden alpha 1
                │  └─ thresholds: none while hidden
                └─ watch (scrollObserver)
                """)
    }
}
