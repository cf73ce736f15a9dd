import Diagnostics

/// The rules of problems found while replaying a spec's scenarios.
public enum RunRule: String, DiagnosticRule {
    /// An `expect` step's field does not have the expected value.
    case expectationFailed = "expectation-failed"
    /// A spec failed more expectations than its report lists (``SpecRunner/failureLimit``).
    case failureLimit = "failure-limit"
    /// `test --update` or `record` could not write an expectation.
    case expectationNotRecorded = "expectation-not-recorded"
    /// A spec with no scenarios, of which `test` runs nothing.
    case nothingTested = "nothing-tested"

    /// What the rule finds, in one sentence: its help text, SARIF's `shortDescription` and `help`.
    public var summary: String {
        switch self {
        case .expectationFailed: "An expect step's field does not have the expected value after the previous step."
        case .failureLimit: "A spec failed more expectations than its report lists; the rest are counted, not listed."
        case .expectationNotRecorded:
            "test --update or record could not write an expectation: its value is shared through an alias, or the component has no such field."
        case .nothingTested: "A spec with no scenarios: test runs nothing of it (with --strict, the spec fails)."
        }
    }

    /// A failed expectation fails the test (as do the ones left out of the list); a spec that
    /// tests nothing is a warning, which `--strict` makes an error.
    public var severity: Diagnostic.Severity {
        self == .nothingTested ? .warning : .error
    }
}
