import Foundation
import RefreshCore
import Testing

@testable import RefreshEngine

@Suite struct LastUpdatedTests {
    /// 2026-01-01T12:00:00Z, the default clock start.
    private let noon = Date(timeIntervalSince1970: 1_767_268_800)

    /// Same day: lastTime + today + " HH:mm"; 11:30 is 30 minutes before noon.
    @Test func today() {
        let texts = LabelTexts()
        let format = LastUpdatedSettings()
        #expect(format.text(for: noon - 1800, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Last update: Today 11:30")
    }

    /// MJRefreshStateHeader's `setLastUpdatedTimeKey:` hands the block the stored date, nil before
    /// any update, and shows what it returns: `noRecordText` then; with none, MJRefresh's own
    /// lastTime + noRecord ("Last update: " + "No record"). A record still reads through the
    /// default text (or `format`).
    @Test func noRecordTextStandsForTheBlocksNilAnswer() {
        let texts = LabelTexts()
        var settings = LastUpdatedSettings()
        #expect(settings.text(for: nil, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Last update: No record")
        settings.noRecordText = "Never synced"
        #expect(settings.text(for: nil, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Never synced")
        #expect(
            settings.text(for: noon - 1800, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Last update: Today 11:30")
    }

    /// Same year: MM-dd HH:mm (2026-03-02T08:07Z seen on 2026-06-15); other year: yyyy-MM-dd HH:mm.
    @Test func sameYearAndOtherYear() {
        let texts = LabelTexts()
        let format = LastUpdatedSettings()
        let march = Date(timeIntervalSince1970: 1_772_438_820)
        let june = Date(timeIntervalSince1970: 1_781_524_800)
        #expect(format.text(for: march, now: june, timeZone: VirtualClock.utc, texts: texts) == "Last update: 03-02 08:07")
        #expect(
            format.text(for: noon - 86_400 * 2, now: noon, timeZone: VirtualClock.utc, texts: texts)
                == "Last update: 2025-12-30 12:00")
    }

    /// Time zone Asia/Shanghai (UTC+8): 2026-01-01T20:30Z is 01-02 04:30 there, while noon UTC
    /// is 01-01 20:00 there: same year, other day.
    @Test func timeZoneDecidesTheDay() {
        let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current
        #expect(
            LastUpdatedSettings().text(for: noon + 30_600, now: noon, timeZone: shanghai, texts: LabelTexts())
                == "Last update: 01-02 04:30")
    }

    /// A header reads its label in its clock's time zone: the same last update, 20:30 UTC on
    /// 01-01, is 04:30 on 01-02 in Shanghai while the clock reads 01-01 20:00 there.
    @Test func headerReadsItsClocksTimeZone() {
        let shanghai = TimeZone(identifier: "Asia/Shanghai") ?? .current
        let inShanghai = ScrollView(
            settings: ScrollViewSettings(frame: Size(width: 375, height: 667)), clock: VirtualClock(timeZone: shanghai))
        let (_, header) = attached(Header(id: "header", settings: lastUpdated { $0.at = noon + 30_600 }), to: inShanghai)
        #expect(header.detailText == "Last update: 01-02 04:30")
        let (_, utc) = attached(Header(id: "header", settings: lastUpdated { $0.at = noon + 30_600 }))
        #expect(utc.detailText == "Last update: Today 20:30")
    }

    /// Ending a refresh records the virtual wall time: 120 s after 12:00 → 12:02, today.
    @Test func endingRecordsVirtualWallTime() {
        let (scrollView, header) = attached(Header(id: "header"))
        #expect(header.detailText == "Last update: No record")
        header.beginRefreshing()
        scrollView.wait(120)
        header.endRefreshing()
        #expect(header.lastUpdatedTime == noon + 120)
        #expect(header.detailText == "Last update: Today 12:02")
    }
}
