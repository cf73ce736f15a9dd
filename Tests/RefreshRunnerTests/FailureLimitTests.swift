import Diagnostics
import RefreshRunner
import RefreshSpec
import Testing

/// A spec's report lists at most ``SpecRunner/failureLimit`` failed expectations; each scenario
/// with more says how many it left out, and still counts and fails them.
@Suite struct FailureLimitTests {
    /// Lines 1–8 are the header and `many`'s first lines; `many`'s step k is line 8 + k, `few`'s
    /// step k line 610 + k, each `expect` at column 9. The header rests idle with its built-in
    /// text, so every `expect` below fails each of its checks.
    static let text =
        ([
            "version: 1",
            "scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}",
            "components:",
            "  - id: header",
            "    type: header",
            "scenarios:",
            "  - name: many",
            "    steps:",
        ]
        + Array(repeating: "      - expect: {header: {state: refreshing, text: nope}}", count: 600)
        + ["  - name: few", "    steps:"]
        + Array(repeating: "      - expect: {header: {state: pulling}}", count: 3)).joined(separator: "\n")

    @Test func aSpecListsItsFirstThousandFailuresAndCountsTheRest() throws {
        let report = SpecRunner(keptSteps: 0).run(try spec(Self.text), path: "test.yaml")
        let many = try #require(report.scenarios.first)
        let few = try #require(report.scenarios.last)
        // 600 steps × 2 checks = 1,200 failures: steps 1–500 fill the 1,000 listed, steps
        // 501–600 are the 200 left out, the first at step 501 (line 8 + 501 = 509).
        #expect(many.failedExpectations == 1_200)
        #expect(many.failures.count == 1_001)
        #expect(many.failures[999].message == "scenario 'many', step 500: header.text is 'Pull down to refresh', expected 'nope'")
        let note = try #require(many.failures.last)
        #expect(note.rule == "failure-limit")
        #expect(note.severity == .error)
        #expect(note.message == "200 more failed expectations not listed; a spec lists its first 1000")
        #expect(note.mark == Mark(line: 509, column: 9))
        // The spec's room is spent: `few`'s 3 failures are all left out (its step 1 is line 611).
        #expect(few.failedExpectations == 3)
        #expect(!few.passed)
        #expect(few.failures.map(\.message) == ["3 more failed expectations not listed; a spec lists its first 1000"])
        #expect(few.failures.map(\.mark) == [Mark(line: 611, column: 9)])
    }

    @Test func stepsKeptForPicturesStillListEveryFailureOfTheirStep() throws {
        let report = SpecRunner(scenario: "many").run(try spec(Self.text), path: "test.yaml")
        let many = try #require(report.scenarios.first)
        #expect(many.steps.count == 600)
        #expect(many.steps.last?.failures?.count == 2)
        #expect(many.failures.count == 1_001)
    }
}
