import RefreshRunner

/// The JSON form of a test run:
/// `{"specs": [{"path", "name", "diagnostics", "scenarios": [{"name", "locale", "passed", "steps",
/// "failures"}]}], "unusable": [{"path", "message"}], "summary": {...}}`, the summary being
/// ``TestTotals/json``. A spec that did not load has `name` and `scenarios` null; its errors are
/// among its `diagnostics`.
public enum TestJSON {
    /// The whole run as one JSON value.
    public static func report(_ results: [SpecTestResult], unusable: [SARIF.Invocation.UnusableInput] = []) -> JSON {
        .object([
            ("specs", .array(results.map(spec))), ("unusable", ValidationJSON.unusable(unusable)),
            ("summary", TestTotals(results).json),
        ])
    }

    /// One spec's entry of `specs`.
    public static func spec(_ result: SpecTestResult) -> JSON {
        .object([
            ("path", .string(result.path)), ("name", result.report.map { .string($0.name) } ?? .null),
            ("diagnostics", .array(result.diagnostics.map(ValidationJSON.diagnostic))),
            ("scenarios", result.report.map { .array($0.scenarios.map(scenario)) } ?? .null),
        ])
    }

    private static func scenario(_ scenario: ScenarioReport) -> JSON {
        .object([
            ("name", .string(scenario.name)), ("locale", .string(scenario.locale)), ("passed", .bool(scenario.passed)),
            ("steps", .integer(scenario.stepCount)), ("failures", .array(scenario.failures.map(ValidationJSON.diagnostic))),
        ])
    }
}
