extension ScrollObserver {
    /// Which way the content moves under the finger.
    public enum Direction: String, Sendable, Hashable {
        /// The offset grows: the finger pushes the content up.
        case up
        /// The offset shrinks: the finger pulls the content down.
        case down
    }

    /// One report of the observer.
    public struct Event: Sendable, Hashable {
        /// The direction.
        public let direction: Direction
        /// The offset y at the report.
        public let offset: Double
        /// Whether the content fits in one screen (`inset.top + content height <= frame height`).
        public let inOneScreen: Bool
    }
}
