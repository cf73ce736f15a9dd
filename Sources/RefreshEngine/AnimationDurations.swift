/// The two animation durations of a component, in seconds (MJRefresh's fast and slow).
public struct AnimationDurations: Sendable, Hashable {
    /// Used when refreshing begins and for arrow turns. Default 0.25.
    public var fast: Double
    /// Used when refreshing ends. Default 0.4.
    public var slow: Double

    /// Creates durations.
    public init(fast: Double = 0.25, slow: Double = 0.4) {
        self.fast = fast
        self.slow = slow
    }

    /// MJRefresh's defaults: 0.25 and 0.4.
    public static let standard = AnimationDurations()
    /// No animation: both 0 (completions then run at the end of the step).
    public static let none = AnimationDurations(fast: 0, slow: 0)
}
