import Diagnostics
import RefreshRunner
import RefreshSpec

/// What the run gives at an `expect` field: hover shows it beside the field's documentation.
enum ExpectedValues {
    /// The value the field written at `mark` has when its scenario runs to that `expect`, in
    /// the words failures use (`'pulling'`, `-100`); nil when no field is written there or the
    /// spec does not run.
    static func observed(at mark: Mark, _ context: FeatureContext) -> String? {
        guard let spec = context.analysis?.load.spec else { return nil }
        for scenario in spec.scenarios {
            for step in scenario.steps {
                guard case .expect(let expectation) = step.action,
                    let check = expectation.checks.first(where: { $0.mark == mark })
                else { continue }
                let report = SpecRunner(scenario: scenario.name).run(spec, path: context.analysis?.load.source.path ?? "")
                let reached = report.scenarios.first?.steps.first { $0.step.mark == step.mark }
                return reached.map { ObservedValue(check.subject, in: $0).description }
            }
        }
        return nil
    }
}
