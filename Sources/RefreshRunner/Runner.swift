import RefreshSpec

/// Runs a spec's scenarios, each on a fresh tree.
public struct Runner: Sendable {
    /// Only the scenario with this name, when set.
    public var scenario: String?
    /// Run every scenario in this locale instead of its own, when set.
    public var locale: String?

    /// Creates a runner.
    public init(scenario: String? = nil, locale: String? = nil) {
        self.scenario = scenario
        self.locale = locale
    }

    /// The report of every selected scenario of `spec`, read from `path`.
    public func run(_ spec: Spec, path: String) -> SpecReport {
        let selected = spec.scenarios.filter { scenario == nil || $0.name == scenario }
        let reports = selected.map { ScenarioRun(spec: spec, scenario: $0, file: path, locale: locale).run() }
        let frame = spec.scrollView.frame
        return SpecReport(
            path: path, name: spec.name, isHorizontal: spec.scrollView.axis == .horizontal,
            viewport: (frame.width, frame.height), scenarios: reports)
    }
}
