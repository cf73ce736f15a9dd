import Diagnostics

/// One step of a scenario: an action and where it is written.
public struct Step: Sendable, Hashable {
    /// What the step does.
    public var action: Action
    /// Where the step's key (or bare word) is written; for `expect`, the position failed
    /// expectations are reported at.
    public var mark: Mark

    /// Creates a value.
    public init(action: Action, mark: Mark) {
        self.action = action
        self.mark = mark
    }
}
