import RefreshSpec
import Diagnostics

/// Where an `expect` step stands, for locating the failures of its checks.
struct ExpectationContext {
    var scenario: String
    var step: Int
    var file: String
    var mark: Mark

    /// The failure of one check against a step's report, or nil when it holds.
    func failure(of check: Step.Expectation.Check, in report: StepReport) -> ExpectationFailure? {
        let actual = ObservedValue(check.subject, in: report)
        guard !actual.matches(check.expected) else { return nil }
        return ExpectationFailure(check, actual: actual, scenario: scenario, step: step, file: file, at: mark)
    }
}
