extension ScrollView {
    /// The settling motion after a release: deceleration, then a bounce back into range.
    struct Motion {
        /// What the frames do.
        enum Phase {
            /// Moving at an offset velocity (points per second) that decays 0.998 per millisecond.
            case decelerating(Point)
            /// Easing back into the valid range over `bounceDuration`.
            case bouncing
        }

        /// What the frames do.
        var phase: Phase
        /// Clock time at which this phase started; frame `n` is due at `origin + n / frameRate`.
        var origin: Double
        /// Number of frames of this phase scheduled so far.
        var frame = 0
    }
}
