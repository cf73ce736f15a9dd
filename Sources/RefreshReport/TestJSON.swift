import RefreshRunner

/// The JSON form of a test run:
/// `{"specs": [{"path", "name", "diagnostics", "scenarios": [{"name", "locale", "passed", "steps",
/// "failures"}]}], "summary": {...}}`, the summary being ``TestTotals/json``. A spec that did
/// not load has no `name` and no `scenarios`; its errors are among its `diagnostics`.
public enum TestJSON {
    /// The whole run as one JSON value.
    public static func report(_ results: [SpecTestResult]) -> JSON {
        .object([("specs", .array(results.map(spec))), ("summary", TestTotals(results).json)])
    }

    /// One spec's entry of `specs`.
    public static func spec(_ result: SpecTestResult) -> JSON {
        var members: [(String, JSON)] = [("path", .string(result.path))]
        if let report = result.report { members.append(("name", .string(report.name))) }
        members.append(("diagnostics", .array(result.diagnostics.map(ValidationJSON.diagnostic))))
        if let report = result.report { members.append(("scenarios", .array(report.scenarios.map(scenario)))) }
        return .object(members)
    }

    private static func scenario(_ scenario: ScenarioReport) -> JSON {
        .object([
            ("name", .string(scenario.name)), ("locale", .string(scenario.locale)), ("passed", .bool(scenario.passed)),
            ("steps", .integer(scenario.stepCount)), ("failures", .array(scenario.failures.map(ValidationJSON.diagnostic))),
        ])
    }
}
