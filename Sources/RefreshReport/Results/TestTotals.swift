/// The counts of a test run, by one rule that every output of `test` follows:
///
/// - specs are counted as specs; a spec with errors (it does not load, is invalid, or has
///   warnings under `--strict`) is not run: it counts as a spec with errors and none of its
///   scenarios count;
/// - every scenario of the specs that ran either passed or failed, so `passed + failed ==
///   scenarios`;
/// - failed expectations are counted apart from the scenarios they fail.
public struct TestTotals: Sendable, Hashable {
    /// Spec files tested, those with errors included.
    public var specs: Int
    /// Specs not run because they have errors.
    public var specsWithErrors: Int
    /// Scenarios run, of the specs without errors only; `passed + failed`.
    public var scenarios: Int
    /// Scenarios whose expectations all held.
    public var passed: Int
    /// Scenarios with a failed expectation.
    public var failed: Int
    /// Expectations that failed, over all scenarios.
    public var failedExpectations: Int

    /// Adds up the results.
    public init(_ results: [SpecTestResult]) {
        self.init()
        for result in results { add(result) }
    }

    /// The totals of no specs, which ``add(_:)`` counts up one result at a time.
    public init() {
        (specs, specsWithErrors, scenarios, passed, failed, failedExpectations) = (0, 0, 0, 0, 0, 0)
    }

    /// Counts one more spec's result in.
    public mutating func add(_ result: SpecTestResult) {
        specs += 1
        guard let report = result.report else {
            specsWithErrors += 1
            return
        }
        for scenario in report.scenarios {
            scenarios += 1
            if scenario.passed { passed += 1 } else { failed += 1 }
            failedExpectations += scenario.failedExpectations
        }
    }

    /// `15 specs (1 with errors), 9 scenarios: 5 passed, 4 failed (16 expectations failed)`; the
    /// parentheses only when there are specs with errors or failed expectations.
    public var text: String {
        var text = ValidationSummary.count(specs, "spec")
        if specsWithErrors > 0 { text += " (\(specsWithErrors) with errors)" }
        text += ", \(ValidationSummary.count(scenarios, "scenario")): \(passed) passed, \(failed) failed"
        if failedExpectations > 0 { text += " (\(ValidationSummary.count(failedExpectations, "expectation")) failed)" }
        return text
    }

    /// `{"specs", "specsWithErrors", "scenarios", "passed", "failed", "failedExpectations"}`.
    public var json: JSON {
        .object([
            ("specs", .integer(specs)), ("specsWithErrors", .integer(specsWithErrors)), ("scenarios", .integer(scenarios)),
            ("passed", .integer(passed)), ("failed", .integer(failed)), ("failedExpectations", .integer(failedExpectations)),
        ])
    }
}
