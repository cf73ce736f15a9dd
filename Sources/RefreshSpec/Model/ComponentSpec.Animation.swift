extension ComponentSpec {
    /// MJRefresh's fast and slow animation durations, in seconds.
    public struct Animation: Sendable, Hashable {
        /// `MJRefreshFastAnimationDuration`.
        public var fast: Double
        /// `MJRefreshSlowAnimationDuration`.
        public var slow: Double

        /// Creates a value.
        public init(fast: Double, slow: Double) {
            self.fast = fast
            self.slow = slow
        }
    }
}
