import Diagnostics
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// MJRefresh takes any CGFloat for `triggerAutomaticallyRefreshPercent`; a negative one triggers
/// the auto footer before it comes into view. refreshspec accepts it with a warning.
@Suite struct NegativeTriggerPercentTests {
    private static let text = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        components:
          - id: more
            type: autoFooter
            triggerPercent: -1
        scenarios:
          - name: early
            steps:
              - drag: {dy: -480}
              - expect: {more: {state: idle}}
              - drag: {dy: -10}
              - expect: {more: {state: refreshing}}
        """

    @Test func warnsAtTheValue() {
        let result = Spec.load(source: Source(path: "early.yaml", bytes: Array(Self.text.utf8)))
        #expect(result.spec != nil)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.diagnostics.map(\.rule) == ["negative-trigger-percent"])
        #expect(
            result.diagnostics.first?.message
                == "triggerPercent -1 is below 0: the footer triggers 1 × its height before it comes into view")
        #expect(result.diagnostics.first?.mark == Mark(line: 6, column: 21))
    }

    /// MJRefreshAutoFooter.willMoveToSuperview: adds the height to the bottom inset: 0 + 44 = 44.
    /// scrollViewContentOffsetDidChange: triggers at offsetY >= contentH - h + mj_h × percent + insetB - mj_h
    /// = 1200 - 667 + 44 × (-1) + 44 - 44 = 489, while the footer (y = 1200) comes into view only
    /// past 1200 - 667 = 533. Drag 480 (48 moves of 10): 480 < 489, idle; 10 more: 490 >= 489.
    @Test func triggersBeforeTheFooterShows() throws {
        let spec = try spec(Self.text)
        let report = SpecRunner().run(spec, path: "early.yaml")
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
        let events = report.scenarios.first?.steps.flatMap(\.events) ?? []
        #expect(events.map(\.reason) == ["offsetY 490 >= trigger 489 while scrolling down"])
    }
}
