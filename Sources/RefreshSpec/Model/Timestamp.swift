/// A point in time, as seconds since 1970-01-01T00:00:00Z.
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Seconds since the Unix epoch (negative before it).
    public var secondsSince1970: Double

    /// Creates a timestamp.
    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
