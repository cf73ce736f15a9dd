import Diagnostics

/// A named script of steps run against a fresh scroll view (SPEC.md §7).
public struct Scenario: Sendable, Hashable {
    /// The name, unique in the file.
    public var name: String
    /// The locale labels start in (the spec's `defaultLocale` unless given).
    public var locale: String
    /// The steps, in order.
    public var steps: [Step]
    /// Where the scenario's mapping starts.
    public var mark: Mark
}
