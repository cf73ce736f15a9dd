/// The animation frames a gif-style component shows for one state.
public struct GifImages: Sendable, Hashable {
    /// Number of frames, at least 1.
    public var frames: Int
    /// Time for one pass through all frames, in seconds.
    public var duration: Double

    /// Creates a frame set; `duration` defaults to `frames × 0.1` like MJRefresh.
    public init(frames: Int, duration: Double? = nil) {
        self.frames = max(1, frames)
        self.duration = duration ?? Double(max(1, frames)) * 0.1
    }
}
