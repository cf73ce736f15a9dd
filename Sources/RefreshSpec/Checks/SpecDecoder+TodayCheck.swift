import Diagnostics
import Foundation
import RefreshCore
import YAML

extension SpecDecoder {
    /// A visible last-updated label whose `at` has the clock's day of the month in another month
    /// shows "today" at the start of every scenario, as MJRefresh does (SPEC.md §8).
    mutating func checkToday(of components: [ComponentSpec], clock: Spec.Clock) {
        for component in components {
            guard let label = component.settings.lastUpdated, !label.hidden, label.today == .dayOfMonth,
                let date = label.at, let mark = component.lastUpdatedMarks.at
            else { continue }
            let now = Date(timeIntervalSince1970: clock.now.secondsSince1970)
            let zone = clock.resolvedTimeZone
            // Only the clock's day number can count as today: most dates are told apart here,
            // without working out their calendar fields.
            if let day = DayOfMonth.of(date, in: zone), let today = DayOfMonth.of(now, in: zone), day != today { continue }
            let shown = LastUpdatedDate(date, now: now, timeZone: zone, today: .dayOfMonth)
            guard shown.isTodayByDayNumberOnly else { continue }
            let clockText = LastUpdatedDate(now, now: now, timeZone: zone, today: .calendarDay).fullText
            report(.todayByDayOfMonth(shown.fullText, clock: clockText), at: mark)
        }
    }
}

extension Diagnostic.Message {
    /// A last update of another month that MJRefresh's day-of-month rule shows as today.
    static func todayByDayOfMonth(_ date: String, clock: String) -> Self {
        Self(
            rule: .todayByDayOfMonth,
            "the last update \(date) is in another month than the clock's \(clock), but MJRefresh compares only the day "
                + "of the month, so the label shows \"today\"; write 'today: calendarDay' to compare whole dates")
    }
}
