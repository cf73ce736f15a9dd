import RefreshEngine
import RefreshSpec
import Testing

@testable import RefreshRunner

/// SPEC.md §8's last-updated text, with the spec's clock and time zone, in every built-in language.
@Suite struct LastUpdatedTextTests {
    /// 2026-03-15 18:30 in Tokyo (UTC+9).
    private let now = "2026-03-15T09:30:00Z"

    private func detail(at: String?, timeZone: String = "Asia/Tokyo", locale: String = "en", label: String = "") throws
        -> String?
    {
        let assembled = AssembledSpec(spec: try headerSpec(now: now, timeZone: timeZone, at: at, label: label), locale: locale)
        return (assembled.scrollView.component("header") as? Header)?.detailText
    }

    @Test func today() throws {
        #expect(try detail(at: "2026-03-15T01:00:00Z") == "Last update: Today 10:00")
    }

    @Test func thisYear() throws {
        #expect(try detail(at: "2026-01-05T00:00:00Z") == "Last update: 01-05 09:00")
    }

    @Test func anotherYear() throws {
        #expect(try detail(at: "2025-12-31T14:00:00Z") == "Last update: 2025-12-31 23:00")
    }

    @Test func never() throws {
        #expect(try detail(at: nil) == "Last update: No record")
    }

    /// MJRefresh compares only the day of the month (MJRefreshStateHeader.m,
    /// setLastUpdatedTimeKey:, `[cmp1 day] == [cmp2 day]`): on 2026-03-15 18:30 Tokyo, the 15th of
    /// February (day 15 == 15) and the 15th of March a year earlier (15 == 15; the year is only
    /// compared after the day) are today: "Last update: " + "Today" + " 10:00".
    @Test func sameDayNumberInAnotherMonthIsTodayAsInMJRefresh() throws {
        #expect(try detail(at: "2026-02-15T01:00:00Z") == "Last update: Today 10:00")
        #expect(try detail(at: "2025-03-15T01:00:00Z") == "Last update: Today 10:00")
        #expect(try detail(at: "2026-02-15T01:00:00Z", label: "today: dayOfMonth") == "Last update: Today 10:00")
    }

    /// `today: calendarDay` compares whole dates: 2026-02-15 is not 2026-03-15; same year:
    /// "MM-dd HH:mm"; 2025-03-15 is another year: "yyyy-MM-dd HH:mm".
    @Test func calendarDayComparesWholeDates() throws {
        #expect(try detail(at: "2026-02-15T01:00:00Z", label: "today: calendarDay") == "Last update: 02-15 10:00")
        #expect(try detail(at: "2025-03-15T01:00:00Z", label: "today: calendarDay") == "Last update: 2025-03-15 10:00")
        #expect(try detail(at: "2026-03-15T01:00:00Z", label: "today: calendarDay") == "Last update: Today 10:00")
    }

    /// The calendar day is the time zone's: 2025-12-31T16:00Z is already New Year in Tokyo,
    /// while 2026-03-14T16:00Z is the 15th in Tokyo but the 14th in UTC.
    @Test func theTimeZoneDecidesDayAndYear() throws {
        #expect(try detail(at: "2025-12-31T16:00:00Z") == "Last update: 01-01 01:00")
        #expect(try detail(at: "2026-03-14T16:00:00Z") == "Last update: Today 01:00")
        #expect(try detail(at: "2026-03-14T16:00:00Z", timeZone: "UTC") == "Last update: 03-14 16:00")
    }

    /// Fixed offsets are time zones too (SPEC.md §2): `+09:00`, `+0900` and `-03` as written.
    @Test(arguments: [("+09:00", "Today 10:00"), ("+0900", "Today 10:00"), ("-03", "03-14 22:00"), ("GMT", "Today 01:00")])
    func fixedOffsets(_ zone: String, _ expected: String) throws {
        #expect(try detail(at: "2026-03-15T01:00:00Z", timeZone: "\"\(zone)\"") == "Last update: " + expected)
    }

    /// Every built-in language composes its own words with the fixed numeric formats.
    @Test(arguments: LabelCatalog.builtIn.locales.keys.sorted())
    func everyBuiltInLanguage(_ locale: String) throws {
        let words = try #require(LabelCatalog.builtIn.locales[locale])
        let lastTime = try #require(words["header.lastTime"])
        #expect(try detail(at: "2026-03-15T01:00:00Z", locale: locale) == lastTime + (words["header.today"] ?? "") + " 10:00")
        #expect(try detail(at: "2026-02-10T01:00:00Z", locale: locale) == lastTime + "02-10 10:00")
        #expect(try detail(at: "2025-03-10T01:00:00Z", locale: locale) == lastTime + "2025-03-10 10:00")
        #expect(try detail(at: nil, locale: locale) == lastTime + (words["header.noRecord"] ?? ""))
    }

    /// A few languages spelled out, so a catalog edit shows here.
    @Test(arguments: [
        ("zh-Hans", "最后更新：今天 10:00"), ("zh-TW", "最後更新：今天 10:00"), ("ja", "最終更新：今日 10:00"),
        ("de", "Zuletzt aktualisiert: heute 10:00"), ("ar", "آخر تحديث: اليوم 10:00"),
    ])
    func spelledOut(_ locale: String, _ expected: String) throws {
        #expect(try detail(at: "2026-03-15T01:00:00Z", locale: locale) == expected)
    }
}
