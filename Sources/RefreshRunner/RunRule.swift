import Diagnostics

/// The rules of problems found while replaying a spec's scenarios.
public enum RunRule: String, DiagnosticRule {
    /// An `expect` step's field does not have the expected value.
    case expectationFailed = "expectation-failed"

    /// The help text.
    public var summary: String {
        switch self {
        case .expectationFailed: "An expect step's field does not have the expected value after the previous step."
        }
    }

    /// A failed expectation fails the test.
    public var severity: Diagnostic.Severity { .error }
}
