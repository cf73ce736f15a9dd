import Diagnostics

/// The run of a spec's scenarios.
public struct SpecReport: Sendable {
    /// The spec file's path.
    public var path: String
    /// The spec's name.
    public var name: String
    /// Whether the scroll view scrolls horizontally (its trailer side is the right edge).
    public var isHorizontal: Bool
    /// The scroll view's viewport width and height, points.
    public var viewport: (width: Double, height: Double)
    /// The scenarios run, in the spec's order.
    public var scenarios: [ScenarioReport]

    /// Every failed expectation of every scenario.
    public var failures: [Diagnostic] { scenarios.flatMap(\.failures) }
}
