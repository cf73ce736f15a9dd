import Foundation
import RefreshCore
import Testing

@testable import RefreshEngine

/// MJRefresh's `lastUpdatedTimeKey`, `today` rule and `lastUpdatedTimeText` block
/// (MJRefreshHeader.m, MJRefreshStateHeader.m) in the engine.
@Suite struct LastUpdatedSharingTests {
    /// 2026-01-01T12:00:00Z, the default clock start.
    private let noon = Date(timeIntervalSince1970: 1_767_268_800)
    /// 2025-12-01T08:15:00Z: the 1st of last month, 08:15.
    private let firstOfDecember = Date(timeIntervalSince1970: 1_764_576_900)

    /// MJRefreshHeader.m setState: writes `[NSDate date]` under `self.lastUpdatedTimeKey` when a
    /// refresh ends, and MJRefreshStateHeader reads the label from that key: the header on the
    /// other scroll view with the same key shows 12:00 + 90 s = 12:01 too, the one with another
    /// key keeps "No record".
    @Test func headersWithOneKeyShareTheLastUpdate() {
        let store = LastUpdatedStore()
        let (scrollView, feed) = attached(Header(id: "feed", settings: lastUpdated { $0.key = "news" }, store: store))
        let (_, mirror) = attached(Header(id: "mirror", settings: lastUpdated { $0.key = "news" }, store: store))
        let (_, other) = attached(Header(id: "other", settings: lastUpdated { $0.key = "sport" }, store: store))
        #expect(mirror.detailText == "Last update: No record")
        feed.beginRefreshing()
        scrollView.wait(90)
        feed.endRefreshing()
        #expect(feed.detailText == "Last update: Today 12:01")
        #expect(mirror.lastUpdatedTime == noon + 90)
        #expect(mirror.detailText == "Last update: Today 12:01")
        #expect(other.detailText == "Last update: No record")
    }

    /// The default key is MJRefresh's one constant, `MJRefreshHeaderLastUpdatedTimeKey`: two
    /// headers that set none share it; an `at` seeds the key only while it has no entry.
    @Test func theDefaultKeyIsMJRefreshsConstant() {
        let store = LastUpdatedStore()
        let first = Header(id: "first", settings: lastUpdated { $0.at = firstOfDecember }, store: store)
        let second = Header(id: "second", settings: lastUpdated { $0.at = noon }, store: store)
        #expect(LastUpdatedSettings().key == "MJRefreshHeaderLastUpdatedTimeKey")
        #expect(store["MJRefreshHeaderLastUpdatedTimeKey"] == firstOfDecember)
        #expect(second.lastUpdatedTime == firstOfDecember)
        #expect(first.lastUpdatedTime == firstOfDecember)
    }

    /// On 2026-01-01 the 1st of December has day 1 == 1: MJRefresh's `[cmp1 day] == [cmp2 day]`
    /// says today, " HH:mm" = " 08:15"; by whole dates it is 2025-12-01, another year:
    /// "yyyy-MM-dd HH:mm".
    @Test func todayRules() {
        let texts = LabelTexts()
        let calendarDay = lastUpdatedLabel { $0.today = .calendarDay }
        #expect(
            LastUpdatedSettings().text(for: firstOfDecember, now: noon, timeZone: VirtualClock.utc, texts: texts)
                == "Last update: Today 08:15")
        #expect(
            calendarDay.text(for: firstOfDecember, now: noon, timeZone: VirtualClock.utc, texts: texts)
                == "Last update: 2025-12-01 08:15")
    }

    /// `format` stands in for the lastUpdatedTimeText block: {today} is the today word or "",
    /// {date} "" today, "MM-dd" this year, "yyyy-MM-dd" otherwise, {time} "HH:mm"; no record
    /// keeps lastTime + noRecord.
    @Test func formatFillsItsPlaceholders() {
        let texts = LabelTexts()
        let format = lastUpdatedLabel { ($0.today, $0.format) = (.calendarDay, "{today}{date}|{time}") }
        #expect(format.text(for: noon - 3600, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Today|11:00")
        // 2026-01-06 12:00 seen on 2026-01-31: same year, another day.
        #expect(
            format.text(for: noon + 86_400 * 5, now: noon + 86_400 * 30, timeZone: VirtualClock.utc, texts: texts)
                == "01-06|12:00")
        #expect(format.text(for: firstOfDecember, now: noon, timeZone: VirtualClock.utc, texts: texts) == "2025-12-01|08:15")
        #expect(format.text(for: nil, now: noon, timeZone: VirtualClock.utc, texts: texts) == "Last update: No record")
    }

    /// Pulling past the threshold (offset -64 - 54 = -118; -124 < -118) while the label shows
    /// "Today" for the 1st of December: the event says why. Ending the refresh records 12:00,
    /// today by any rule, so that event has no note.
    @Test func eventsSayWhenTodayIsAnotherMonth() {
        let (scrollView, header) = attached(Header(id: "header", settings: lastUpdated { $0.at = firstOfDecember }))
        scrollView.drag(dy: 60)
        #expect(header.state == .pulling)
        #expect(
            scrollView.takeEvents().last?.reason
                == "offsetY -124 < threshold -118 while dragging; the last-updated label shows \"today\" for "
                + "2025-12-01 08:15: MJRefresh compares only the day of the month")
        header.beginRefreshing()
        header.endRefreshing()
        #expect(scrollView.takeEvents().last?.reason == "endRefreshing")
    }

    /// With whole dates, or a hidden label, nothing to say.
    @Test func noNoteWithCalendarDayOrHiddenLabel() {
        let labels = [
            lastUpdated { ($0.at, $0.today) = (firstOfDecember, .calendarDay) },
            lastUpdated { ($0.hidden, $0.at) = (true, firstOfDecember) },
        ]
        for settings in labels {
            let (scrollView, _) = attached(Header(id: "header", settings: settings))
            scrollView.drag(dy: 60)
            #expect(scrollView.takeEvents().last?.reason == "offsetY -124 < threshold -118 while dragging")
        }
    }
}
