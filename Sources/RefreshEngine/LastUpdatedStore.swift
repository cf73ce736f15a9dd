import Foundation

/// MJRefresh's `NSUserDefaults` entries of last update times, key → date: headers given the same
/// store and ``LastUpdatedSettings/key`` share their last update time, as MJRefresh's headers with
/// the same `lastUpdatedTimeKey` do.
public final class LastUpdatedStore {
    private var dates: [String: Date] = [:]

    /// An empty store: no key has a last update.
    public init() {}

    /// The last update stored under `key`, if any.
    public subscript(key: String) -> Date? {
        get { dates[key] }
        set { dates[key] = newValue }
    }
}
