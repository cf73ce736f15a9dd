import Diagnostics

/// A scenario's run: its steps, and the expectations that failed.
public struct ScenarioReport: Sendable {
    /// The scenario's name.
    public var name: String
    /// The locale the scenario started in.
    public var locale: String
    /// One report per step.
    public var steps: [StepReport]

    /// Failed expectations, each located at its `expect` step.
    public var failures: [Diagnostic] { steps.flatMap { $0.failures ?? [] }.map(\.diagnostic) }

    /// Whether every expectation held.
    public var passed: Bool { failures.isEmpty }
}
