import RefreshSpec
import Testing
import YAML

/// SPEC.md §7: the scenarios of a spec together ask for at most `Spec.workLimit` component
/// updates (components × steps, a drag counting each of its steps); one more is an error at the
/// step that passes the limit.
@Suite struct WorkLimitTests {
    /// A header and four observers and, in each of two scenarios, a drag of `dragSteps` steps
    /// and an expectation (one more step): 5 × (2 × `dragSteps` + 2) updates.
    static func spec(dragSteps: Int, marked: Bool = false) -> String {
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - {id: header, type: header}
          - {id: tracker1, type: scrollObserver}
          - {id: tracker2, type: scrollObserver}
          - {id: tracker3, type: scrollObserver}
          - {id: tracker4, type: scrollObserver}
        scenarios:
          - name: first
            steps:
              - drag: {dy: 10, steps: \(dragSteps)}
              - expect: {header: {state: idle}}
          - name: second
            steps:
              - \(marked ? "1️⃣" : "")drag: {dy: 10, steps: \(dragSteps)}
              - expect: {header: {state: idle}}
        """
    }

    @Test func theStepThatPassesTheLimitIsAnError() {
        // 5 components × 200,002 steps in all; the second drag takes the count from 500,005 to 1,000,005.
        Fixture(
            "over the limit", Self.spec(dragSteps: 100_000, marked: true),
            [
                DiagnosticSpec(
                    "1️⃣", rule: "work-limit",
                    message: "the scenarios ask for 1000010 component updates (components × steps: 5 × 200002, "
                        + "a drag counting each of its steps), more than the limit of 1000000; this step passes it")
            ]
        ).check()
    }

    /// 5 components × (2 × 99,999 + 2) steps: exactly the limit.
    @Test func aSpecAtTheLimitIsValid() throws {
        _ = try decodeClean(Self.spec(dragSteps: 99_999))
    }

    @Test func aDragWithoutStepsCountsOnePerTenPoints() {
        let observers = (1...10).map { "  - {id: tracker\($0), type: scrollObserver}\n" }.joined()
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
            \(observers)scenarios:
              - name: long drag
                steps:
                  - 1️⃣drag: {dy: 999990}
            """
        Fixture(
            "a long default drag", yaml,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "work-limit",
                    message: "the scenarios ask for 1099989 component updates (components × steps: 11 × 99999, "
                        + "a drag counting each of its steps), more than the limit of 1000000; this step passes it")
            ]
        ).check()
    }
}
