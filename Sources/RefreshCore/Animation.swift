// How a component animates: the durations of MJRefresh's animation blocks and the gif style's
// image frames (SPEC.md §4 `animation` and `images`).

/// The two animation durations of a component, in seconds (MJRefresh's fast and slow).
public struct AnimationDurations: Sendable, Hashable {
    /// Used when refreshing begins and for arrow turns. Default 0.25.
    public var fast: Double
    /// Used when refreshing ends. Default 0.4.
    public var slow: Double

    /// Durations in seconds; MJRefresh's unless given.
    public init(fast: Double = 0.25, slow: Double = 0.4) {
        self.fast = fast
        self.slow = slow
    }

    /// MJRefresh's defaults: 0.25 and 0.4.
    public static let standard = AnimationDurations()
    /// No animation: both 0 (completions then run at the end of the step).
    public static let none = AnimationDurations(fast: 0, slow: 0)
}

/// The animation frames a gif-style component shows for one state.
public struct GifImages: Sendable, Hashable {
    /// Number of frames, at least 1.
    public var frames: Int
    /// Time for one pass through all frames, in seconds.
    public var duration: Double

    /// `frames` frames (at least 1), one pass taking `duration` seconds: `frames × 0.1`
    /// unless given, MJRefresh's default for `animationImages`.
    public init(frames: Int, duration: Double? = nil) {
        self.frames = max(1, frames)
        self.duration = duration ?? Double(max(1, frames)) * 0.1
    }
}
