import Diagnostics
import Foundation
import RefreshCore
import YAML

extension SpecDecoder {
    /// `lastUpdated`, for the types and styles that have the label, with where its `at` and
    /// `format` are written put in `marks`; nil for the others.
    mutating func decodeLastUpdated(
        _ fields: Fields, id: String?, style: ComponentStyle?, colors: [String: Color],
        marks: inout ComponentSpec.LastUpdatedMarks
    ) -> LastUpdatedSettings? {
        guard KeyTable.component[ComponentKey.lastUpdated].applies(to: fields.componentType, style: style) else { return nil }
        let label = nested(ComponentKey.lastUpdated, .lastUpdated, in: fields)
        let atNode = label[LastUpdatedKey.at]
        let at = atNode.flatMap { timestamp($0) }
        let formatNode = label[LastUpdatedKey.format]
        let format = formatNode.flatMap { string($0) }
        if let format, let formatNode { checkPlaceholders(of: format, at: formatNode.mark) }
        guard let hidden = bool(LastUpdatedKey.hidden, in: label), let key = string(LastUpdatedKey.key, in: label) ?? id,
            let today = choice(LastUpdatedKey.today, in: label, as: TodayRule.self)
        else { return nil }
        var settings = LastUpdatedSettings()
        settings.hidden = hidden
        settings.key = key
        settings.at = at.map { Date(timeIntervalSince1970: $0.secondsSince1970) }
        settings.today = today
        settings.format = format
        if label.has(LastUpdatedKey.font) { settings.font = decodeFont(nested(LastUpdatedKey.font, .font, in: label)) }
        settings.textColor = label[LastUpdatedKey.textColor].flatMap { color($0, named: colors) }
        marks.at = atNode?.mark
        marks.format = format == nil ? nil : formatNode?.mark
        return settings
    }

    /// Every `{…}` of a format written at `mark` must be one of
    /// ``LastUpdatedSettings/formatPlaceholders``.
    private mutating func checkPlaceholders(of format: String, at mark: Mark) {
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "{") {
            let close = rest[open...].firstIndex(of: "}")
            let placeholder = close.map { String(rest[open...$0]) } ?? String(rest[open...])
            if !LastUpdatedSettings.formatPlaceholders.contains(placeholder) {
                report(.unknownPlaceholder(placeholder), at: mark)
                return
            }
            rest = rest[rest.index(after: close ?? open)...]
        }
    }

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
    /// A `{…}` in `lastUpdated.format` that is not a placeholder.
    static func unknownPlaceholder(_ placeholder: String) -> Self {
        Self(
            rule: .unknownPlaceholder,
            "'\(placeholder)' is not a placeholder of lastUpdated.format; use {time}, {date} or {today}")
    }

    /// A last update of another month that MJRefresh's day-of-month rule shows as today.
    static func todayByDayOfMonth(_ date: String, clock: String) -> Self {
        Self(
            rule: .todayByDayOfMonth,
            "the last update \(date) is in another month than the clock's \(clock), but MJRefresh compares only the day "
                + "of the month, so the label shows \"today\"; write 'today: calendarDay' to compare whole dates")
    }
}
