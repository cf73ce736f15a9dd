import Diagnostics

/// The rules of problems found while replaying a spec's scenarios.
public enum RunRule: String, DiagnosticRule {
    /// An `expect` step's field does not have the expected value.
    case expectationFailed = "expectation-failed"

    /// What the rule finds, in one sentence: its help text, SARIF's `shortDescription` and `help`.
    public var summary: String {
        switch self {
        case .expectationFailed: "An expect step's field does not have the expected value after the previous step."
        }
    }

    /// A failed expectation fails the test.
    public var severity: Diagnostic.Severity { .error }
}
