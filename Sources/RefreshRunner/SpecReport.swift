import Diagnostics
import RefreshEngine
import RefreshSpec

/// The run of a spec's scenarios.
public struct SpecReport: Sendable {
    /// The spec file's path.
    public var path: String
    /// The spec's `name` key: the run table's heading after the path, the JUnit suite's name.
    public var name: String
    /// Whether the scroll view scrolls horizontally (its trailer side is the right edge).
    public var isHorizontal: Bool
    /// The scroll view's viewport width and height, points.
    public var viewport: (width: Double, height: Double)
    /// The scenarios run, in the spec's order.
    public var scenarios: [ScenarioReport]
    /// The spec that was run: the pictures draw its scroll view kind, colours and fonts.
    public var spec: Spec

    /// Every failed expectation of every scenario.
    public var failures: [Diagnostic] { scenarios.flatMap(\.failures) }
}

/// A scenario's run: its steps, and the expectations that failed.
public struct ScenarioReport: Sendable {
    /// The scenario's `name` key, as PASS/FAIL lines and JUnit test cases show it.
    public var name: String
    /// The locale the scenario started in.
    public var locale: String
    /// Where each visible component shows and triggers before the first step.
    public var startThresholds: [Thresholds] = []
    /// One report per step, or per step of the first ``SpecRunner/keptSteps`` (none when the
    /// runner kept outcomes only).
    public var steps: [StepReport]
    /// The number of steps run, `expect` steps included, whether or not ``steps`` were kept.
    public var stepCount: Int
    /// Failed expectations, each located at its `expect` step, in step order; past
    /// ``SpecRunner/failureLimit`` for the spec, one `failure-limit` error counting the rest.
    public var failures: [Diagnostic]
    /// How many expectations failed, those left out of ``failures`` included.
    public var failedExpectations: Int

    /// Whether every expectation held.
    public var passed: Bool { failedExpectations == 0 }
}

/// What one step did: the state of the scroll view and of every component after it, and the
/// state changes it caused (SPEC.md §9).
public struct StepReport: Sendable {
    /// The step's position in its scenario, from 1; `expect` steps count.
    public var index: Int
    /// The step in words, e.g. `drag dy=20`.
    public var action: String
    /// The step as the spec writes it: pictures draw a drag's vector and a release's velocity.
    public var step: Step
    /// The virtual clock in seconds after the step.
    public var time: Double
    /// The scroll view after the step.
    public var scrollView: ScrollViewSnapshot
    /// Every component and observer after the step, in the spec's order.
    public var components: [AttachmentSnapshot]
    /// The state changes during the step, in order.
    public var events: [RefreshEvent]
    /// For an `expect` step, the checks that failed (empty when all held); nil for other steps.
    public var failures: [ExpectationFailure]?
    /// Where each visible component shows and triggers after the step (the timeline's dashed lines).
    public var thresholds: [Thresholds] = []
}
