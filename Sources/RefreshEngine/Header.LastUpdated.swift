import Foundation
import RefreshCore

extension Header {
    /// Settings of the header's last-updated label.
    public struct LastUpdated: Sendable, Hashable {
        /// MJRefresh's key for every header that sets none, `MJRefreshHeaderLastUpdatedTimeKey`.
        public static let defaultKey = "MJRefreshHeaderLastUpdatedTimeKey"

        /// Whether the label is hidden (the state label then takes the full height).
        public var hidden: Bool
        /// The key the last update is stored under in a ``LastUpdatedStore``: headers with the same
        /// key share their last update time (MJRefresh's `lastUpdatedTimeKey`).
        public var key: String
        /// The last update before the simulation started, if any; it seeds the store's entry for
        /// ``key`` unless another header has already.
        public var at: Date?
        /// The time zone the label's date is shown in.
        public var timeZone: TimeZone
        /// How the label decides "today"; MJRefresh's day of the month by default.
        public var today: TodayRule
        /// A text with `{time}`, `{date}` and `{today}` placeholders that stands in for MJRefresh's
        /// `lastUpdatedTimeText` block when there is a last update; nil for MJRefresh's own text.
        public var format: String?

        /// Creates the settings; by default visible, MJRefresh's key, never updated, UTC, MJRefresh's
        /// "today" and text.
        public init(
            hidden: Bool = false, key: String = defaultKey, at: Date? = nil,
            timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current, today: TodayRule = .dayOfMonth,
            format: String? = nil
        ) {
            self.hidden = hidden
            self.key = key
            self.at = at
            self.timeZone = timeZone
            self.today = today
            self.format = format
        }

        /// The label text for a last update `date` seen at wall time `now` (SPEC.md §8):
        /// `lastTime` + `today` + ` HH:mm` when today, `lastTime` + `MM-dd HH:mm` in the same year,
        /// `lastTime` + `yyyy-MM-dd HH:mm` otherwise (``format`` instead, when given), or
        /// `lastTime` + `noRecord` when never updated.
        func text(for date: Date?, now: Date, texts: LabelTexts) -> String {
            guard let date else { return texts.lastTime + texts.noRecord }
            let shown = LastUpdatedDate(date, now: now, timeZone: timeZone, today: today)
            let todayWord = shown.isToday ? texts.today : ""
            guard let format else { return texts.lastTime + todayWord + shown.date + " " + shown.time }
            return
                format
                .replacingOccurrences(of: "{time}", with: shown.time)
                .replacingOccurrences(of: "{date}", with: shown.date)
                .replacingOccurrences(of: "{today}", with: todayWord)
        }

        /// The label's date seen at `now`, or nil when never updated.
        func shown(_ date: Date?, now: Date) -> LastUpdatedDate? {
            date.map { LastUpdatedDate($0, now: now, timeZone: timeZone, today: today) }
        }
    }
}

/// MJRefresh's `NSUserDefaults` entries of last update times, key → date: headers given the same
/// store and ``Header/LastUpdated/key`` share their last update time, as MJRefresh's headers with
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
