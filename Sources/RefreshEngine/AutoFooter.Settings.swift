extension AutoFooter {
    /// The auto footer's own settings (SPEC.md §4, autoFooter keys).
    public struct Settings: Sendable, Hashable {
        /// Share of the footer that must be in view to trigger; default 1.
        public var triggerPercent: Double
        /// Automatic triggers allowed per drag; -1 for unlimited. Default 1.
        public var autoTriggerTimes: Int
        /// Whether scrolling triggers refreshing at all. Default true.
        public var automaticallyRefresh: Bool
        /// Whether the label is empty while refreshing. Default false.
        public var refreshingTitleHidden: Bool

        /// Creates settings with MJRefresh's defaults.
        public init(
            triggerPercent: Double = 1, autoTriggerTimes: Int = 1,
            automaticallyRefresh: Bool = true, refreshingTitleHidden: Bool = false
        ) {
            self.triggerPercent = triggerPercent
            self.autoTriggerTimes = autoTriggerTimes
            self.automaticallyRefresh = automaticallyRefresh
            self.refreshingTitleHidden = refreshingTitleHidden
        }
    }
}
