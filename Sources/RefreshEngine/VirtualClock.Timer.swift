extension VirtualClock {
    /// Work due at a virtual time.
    struct Timer {
        /// When the work is due, in clock seconds.
        let due: Double
        /// Scheduling order, to break ties.
        let sequence: Int
        /// The work.
        let action: () -> Void

        /// Whether this timer runs before `other`.
        func isBefore(_ other: Timer) -> Bool {
            abs(due - other.due) <= VirtualClock.epsilon ? sequence < other.sequence : due < other.due
        }
    }
}
