import RefreshEngine

/// What one step did: the state of the scroll view and of every component after it, and the
/// state changes it caused (SPEC.md §9).
public struct StepReport: Sendable {
    /// The step's position in its scenario, from 1; `expect` steps count.
    public var index: Int
    /// The step in words, e.g. `drag dy=20`.
    public var action: String
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
}
