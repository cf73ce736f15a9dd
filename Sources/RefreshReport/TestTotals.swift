/// The counts of a test run; a spec that did not load counts as one failed case.
public struct TestTotals: Sendable, Hashable {
    /// Spec files tested.
    public var specs: Int
    /// Scenarios run.
    public var scenarios: Int
    /// Cases that passed.
    public var passed: Int
    /// Cases that failed.
    public var failed: Int

    /// Adds up the results.
    public init(_ results: [SpecTestResult]) {
        specs = results.count
        scenarios = results.reduce(0) { $0 + ($1.report?.scenarios.count ?? 0) }
        failed = results.map(\.failedCases).reduce(0, +)
        passed = results.map(\.cases).reduce(0, +) - failed
    }
}
