import Foundation

/// How the header's last-updated label decides that its date is "today" (SPEC.md §8,
/// `lastUpdated.today`).
public enum TodayRule: String, Sendable, Hashable, CaseIterable {
    /// MJRefresh's rule: the same day of the month, in any month or year
    /// (`MJRefreshStateHeader.m`, `setLastUpdatedTimeKey:`, `[cmp1 day] == [cmp2 day]`), so the
    /// 15th of last month is "today" on the 15th.
    case dayOfMonth
    /// The same year, month and day, for apps that format the date themselves.
    case calendarDay
}

/// A last update as the last-updated label shows it, seen at a wall time in a time zone: the
/// parts `MJRefreshStateHeader` formats (SPEC.md §8).
public struct LastUpdatedDate: Sendable, Hashable {
    /// `HH:mm`.
    public let time: String
    /// Empty when ``isToday``; `MM-dd` in the wall time's year; `yyyy-MM-dd` otherwise.
    public let date: String
    /// Whether the label shows the "today" word, by the rule it was made with.
    public let isToday: Bool
    /// Whether the date counts as today only by MJRefresh's day-of-month rule: same day number,
    /// another month or year.
    public let isTodayByDayNumberOnly: Bool
    /// `yyyy-MM-dd HH:mm`, for messages.
    public let fullText: String

    /// The parts of `date` seen at `now` in `timeZone`, "today" decided by `rule`.
    public init(_ date: Date, now: Date, timeZone: TimeZone, today rule: TodayRule) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let units: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute]
        let then = calendar.dateComponents(units, from: date)
        let current = calendar.dateComponents(units, from: now)
        let sameDay = then.year == current.year && then.month == current.month && then.day == current.day
        isToday = rule == .dayOfMonth ? then.day == current.day : sameDay
        isTodayByDayNumberOnly = rule == .dayOfMonth && isToday && !sameDay
        time = Self.pad(then.hour) + ":" + Self.pad(then.minute)
        let monthDay = Self.pad(then.month) + "-" + Self.pad(then.day)
        let year = String(then.year ?? 0)
        fullText = year + "-" + monthDay + " " + time
        self.date = isToday ? "" : then.year == current.year ? monthDay : year + "-" + monthDay
    }

    private static func pad(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0\(number)" : String(number)
    }
}
