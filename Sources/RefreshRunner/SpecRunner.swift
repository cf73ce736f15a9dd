import RefreshSpec

/// Runs a spec's scenarios, each on a fresh ``AssembledSpec``, and reports what every step did and
/// which expectations failed: the module's one entry point (`refreshspec run` and `test`).
public struct SpecRunner: Sendable {
    /// Only the scenario with this name, when set; every scenario otherwise.
    public var scenario: String?
    /// Only the scenarios whose name the filter matches (`test --filter`), when set.
    public var filter: ScenarioFilter?
    /// Run every scenario in this locale instead of its own, when set.
    public var locale: String?
    /// How many of each scenario's first steps the report keeps, each with its snapshot of the
    /// scroll view and of every component: all of them for `run` (`Int.max`), none for `test`
    /// (a scenario's report then holds only its step count and failed expectations, all `test`
    /// prints), the steps the pictures draw for `test --html`. Memory so grows with the steps
    /// only when every step is shown.
    public var keptSteps: Int

    /// A runner of the scenario named `scenario` (nil: all of them) among those `filter`
    /// matches (nil: all), each in `locale` (nil: the scenario's own), keeping the snapshots of
    /// each scenario's first `keptSteps` steps (all of them unless told).
    public init(
        scenario: String? = nil, filter: ScenarioFilter? = nil, locale: String? = nil, keptSteps: Int = .max
    ) {
        self.scenario = scenario
        self.filter = filter
        self.locale = locale
        self.keptSteps = keptSteps
    }

    /// The most failed expectations a spec's scenario reports list (``ScenarioReport/failures``),
    /// the first in scenario and step order; each scenario with more lists one `failure-limit`
    /// error counting the rest instead. A hostile spec of a hundred thousand failing `expect`
    /// steps so keeps a thousand failures, not hundreds of thousands, and still fails.
    public static let failureLimit = 1_000

    /// The report of every selected scenario of `spec`, read from `path`.
    public func run(_ spec: Spec, path: String) -> SpecReport {
        let selected = spec.scenarios.filter { (scenario == nil || $0.name == scenario) && (filter?.matches($0.name) ?? true) }
        var listed = FailureList(room: Self.failureLimit)
        let reports = selected.map { run($0, of: spec, file: path, failures: &listed) }
        let frame = spec.scrollView.frame
        return SpecReport(
            path: path, name: spec.name, isHorizontal: spec.scrollView.axis == .horizontal,
            viewport: (frame.width, frame.height), scenarios: reports, spec: spec)
    }

    /// One scenario on its own assembled spec: applies each step, records what it did and checks each
    /// `expect` step against the state after the step before it. Its failures go to `listed`,
    /// which lists them while it has room for them.
    private func run(_ scenario: Scenario, of spec: Spec, file: String, failures listed: inout FailureList)
        -> ScenarioReport
    {
        let assembled = AssembledSpec(spec: spec, locale: locale ?? scenario.locale)
        let startLocale = assembled.locale
        let startThresholds = assembled.scrollView.thresholds()
        var steps: [StepReport] = []
        listed.startScenario()
        for (offset, step) in scenario.steps.enumerated() {
            assembled.apply(step.action)
            let scrollView = assembled.scrollView
            let kept = steps.count < keptSteps
            guard kept || step.action.isExpectation else {
                _ = scrollView.takeEvents()
                continue
            }
            var report = StepReport(
                index: offset + 1, action: step.action.summary, step: step, time: scrollView.clock.now,
                scrollView: scrollView.snapshot(), components: scrollView.attachmentSnapshots(),
                events: scrollView.takeEvents(), failures: nil, thresholds: scrollView.thresholds())
            if case .expect(let expectation) = step.action {
                let failed = expectation.checks.compactMap { check in
                    ExpectationFailure(
                        check, in: report, scenario: scenario.name, step: report.index, file: file, at: step.mark)
                }
                report.failures = failed
                for failure in failed { listed.add(failure.diagnostic) }
            }
            if kept { steps.append(report) }
        }
        return ScenarioReport(
            name: scenario.name, locale: startLocale, startThresholds: startThresholds, steps: steps,
            stepCount: scenario.steps.count,
            failures: listed.scenarioFailures(file: file), failedExpectations: listed.scenarioFailureCount)
    }
}

extension Step.Action {
    /// Whether this is an `expect` step, which the runner checks against the state it reports.
    fileprivate var isExpectation: Bool {
        if case .expect = self { return true }
        return false
    }
}
