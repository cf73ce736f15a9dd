import Diagnostics
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// Issue 34: `triggerPercent: 50`, meant as 50 %, was accepted in silence, and the auto footer
/// then triggered thousands of points below the content. A whole number of at least 2 is now a
/// located warning that names the offset it gives and the fraction probably meant.
@Suite struct PercentageTriggerPercentTests {
    private static func text(_ footer: String) -> String {
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {bottom: 10}}
        components:
          - id: more
            type: autoFooter
        \(footer)
        scenarios:
          - name: far below
            steps:
              - drag: {dy: -2740}
              - expect: {more: {state: idle}}
              - drag: {dy: -3}
              - expect: {more: {state: refreshing}}
        """
    }

    private static func load(_ footer: String) -> LoadResult {
        Spec.load(source: Source(path: "far.yaml", bytes: Array(text(footer).utf8)))
    }

    /// The footer adds its height to the bottom inset: 10 + 44 = 54. MJRefresh triggers at
    /// contentH − frameH + h × percent + insetB − h = 1200 − 667 + 44 × 50 + 54 − 44 = 2743,
    /// 44 × (50 − 1) = 2156 pt past where the footer is wholly in view (1200 − 667 + 54 = 587).
    /// The scenario shows the engine agrees: a drag to 2740 leaves it idle, 3 more trigger it.
    @Test func fiftyWarnsWithTheOffsetItGives() throws {
        let result = Self.load("    triggerPercent: 50")
        #expect(result.diagnostics.map(\.rule) == ["percentage-trigger-percent"])
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(
            result.diagnostics.first?.message
                == "triggerPercent 50 is a multiple of the footer's height, not a percentage: 'more' triggers at offsetY 2743 "
                + "(1200 − 667 + 44 × 50 + 54 − 44), 2156 pt past the end of the content; for 50% write 0.5")
        // Line 6 is `    triggerPercent: 50`; the value starts at column 21.
        #expect(result.diagnostics.first?.mark == Mark(line: 6, column: 21))
        let spec = try #require(result.spec)
        #expect(SpecRunner().run(spec, path: "far.yaml").failures.isEmpty)
    }

    /// A hidden footer has not added its height: 1200 − 667 + 44 × 10 + 10 − 44 = 939; a gif
    /// footer takes its tallest image's height, 60: 1200 − 667 + 60 × 120 + 70 − 60 = 7743.
    @Test func theOffsetFollowsTheFootersInsetAndHeight() {
        let hidden = Self.load("    triggerPercent: 10\n    hidden: true")
        #expect(hidden.diagnostics.first?.message.contains("at offsetY 939 (1200 − 667 + 44 × 10 + 10 − 44)") == true)
        #expect(hidden.diagnostics.first?.message.hasSuffix("for 10% write 0.1") == true)
        let gif = Self.load(
            "    style: gif\n    images: {refreshing: {frames: 2, size: {width: 60, height: 60}}}\n    triggerPercent: 120")
        #expect(gif.diagnostics.first?.message.contains("at offsetY 7743 (1200 − 667 + 60 × 120 + 70 − 60)") == true)
        #expect(gif.diagnostics.first?.message.hasSuffix("for 120% write 1.2") == true)
    }

    /// Fractions, small multiples of the height and numbers with a fraction part are read as
    /// they are, without a warning.
    @Test(arguments: ["0.5", "1", "1.5", "2", "2.5", "3", "9", "-1"])
    func fractionsAreNotPercentages(_ percent: String) {
        let rules = Self.load("    triggerPercent: \(percent)").diagnostics.map(\.rule)
        #expect(!rules.contains("percentage-trigger-percent"))
    }
}
