import Diagnostics
import RefreshCore
import Testing
import YAML

@testable import RefreshSpec

/// `lastUpdated.today` and `lastUpdated.format` in the spec, each finding at its place.
@Suite struct LastUpdatedSpecTests {
    private func load(_ marked: String) -> (LoadResult, MarkedText) {
        let fixture = MarkedText(marked)
        return (Spec.load(source: Source(path: "feed.yaml", bytes: Array(fixture.text.utf8))), fixture)
    }

    private func header(_ label: String, clock: String = "{now: 2026-03-15T09:30:00Z, timeZone: UTC}") -> String {
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        clock: \(clock)
        components:
          - {id: header, type: header, lastUpdated: \(label)}
        scenarios:
          - {name: look, steps: [release]}
        """
    }

    /// 2026-02-15 10:00 on 2026-03-15 09:30 (UTC): day 15 == 15, MJRefresh's label says today.
    @Test func anotherMonthsSameDayIsWarnedAtAt() throws {
        let (result, fixture) = load(header("{at: 1️⃣2026-02-15T10:00:00Z}"))
        let found = result.diagnostics
        #expect(found.map(\.rule) == ["today-by-day-of-month"])
        #expect(found.first?.mark == fixture.marks[1])
        #expect(found.first?.severity == .warning)
        #expect(
            found.first?.message
                == "the last update 2026-02-15 10:00 is in another month than the clock's 2026-03-15 09:30, but MJRefresh "
                + "compares only the day of the month, so the label shows \"today\"; write 'today: calendarDay' to compare whole dates"
        )
        #expect(result.spec?.components.first?.settings.lastUpdated?.today == .dayOfMonth)
    }

    /// The clock's time zone decides the day: 2026-02-15T20:00Z is the 16th in Shanghai (+8),
    /// while the clock 2026-03-15T09:30Z is the 15th there: 16 != 15, nothing to say.
    @Test func theTimeZoneDecidesTheDayNumber() {
        let (result, _) = load(
            header("{at: 2026-02-15T20:00:00Z}", clock: "{now: 2026-03-15T09:30:00Z, timeZone: Asia/Shanghai}"))
        #expect(result.diagnostics.isEmpty)
    }

    /// Whole dates, a hidden label, the same date or another day number: no warning.
    @Test(arguments: [
        "{at: 2026-02-15T10:00:00Z, today: calendarDay}", "{at: 2026-02-15T10:00:00Z, hidden: true}",
        "{at: 2026-03-15T01:00:00Z}", "{at: 2026-02-14T10:00:00Z}",
    ])
    func quietOtherwise(_ label: String) {
        #expect(load(header(label)).0.diagnostics.isEmpty)
    }

    @Test func unknownTodayRuleSuggestsOne() {
        let (result, fixture) = load(header("{today: 1️⃣calendarday}"))
        #expect(result.diagnostics.map(\.rule) == ["unknown-value"])
        #expect(result.diagnostics.first?.mark == fixture.marks[1])
        #expect(result.diagnostics.first?.message.contains("calendarDay") == true)
    }

    @Test func formatKeepsItsTextAndMark() throws {
        let (result, fixture) = load(header("{format: 1️⃣\"Updated {today}{date} at {time}\"}"))
        #expect(result.diagnostics.isEmpty)
        let header = try #require(result.spec?.components.first)
        #expect(header.settings.lastUpdated?.format == "Updated {today}{date} at {time}")
        #expect(header.lastUpdatedMarks.format == fixture.marks[1])
    }

    /// `{hour}` is not one of {time}, {date}, {today}; an unclosed `{` neither.
    @Test(arguments: [("Updated {hour}", "{hour}"), ("Updated {time} {", "{")])
    func unknownPlaceholderIsAnError(_ text: String, _ placeholder: String) {
        let (result, fixture) = load(header("{format: 1️⃣\"\(text)\"}"))
        #expect(result.diagnostics.map(\.rule) == ["unknown-placeholder"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.mark == fixture.marks[1])
        #expect(
            result.diagnostics.first?.message
                == "'\(placeholder)' is not a placeholder of lastUpdated.format; use {time}, {date} or {today}")
    }
}
