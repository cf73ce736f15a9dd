extension ComponentSpec {
    /// The image frames a gif-style component shows in one state.
    public struct GifImages: Sendable, Hashable {
        /// How many frames, at least 1.
        public var frames: Int
        /// Seconds for one run through the frames (frames × 0.1 unless given).
        public var duration: Double

        /// Creates a value.
        public init(frames: Int, duration: Double) {
            self.frames = frames
            self.duration = duration
        }
    }
}
