extension Spec {
    /// The virtual wall clock's starting point and the time zone labels are shown in.
    public struct Clock: Sendable, Hashable {
        /// The time at the start of every scenario.
        public var now: Timestamp
        /// `UTC`, a fixed offset such as `+08:00`, or an IANA name such as `Asia/Shanghai`.
        public var timeZone: String

        /// Creates a value.
        public init(now: Timestamp, timeZone: String) {
            self.now = now
            self.timeZone = timeZone
        }
    }
}
