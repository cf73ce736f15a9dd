import Foundation
import Testing

@testable import RefreshSpec

/// ``DayOfMonth`` tells the day the Gregorian calendar tells, in every kind of time zone.
@Suite struct DayOfMonthTests {
    /// Fixed offsets, daylight saving, half and quarter hours, a skipped day (Apia, 2011-12-30)
    /// and old local mean times.
    @Test(arguments: [
        "UTC", "Europe/Berlin", "America/New_York", "Pacific/Apia", "Pacific/Kiritimati", "Asia/Kathmandu",
        "Australia/Lord_Howe", "America/St_Johns", "Pacific/Pago_Pago", "Asia/Kolkata", "Africa/Monrovia",
    ])
    func sameDayAsTheCalendar(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let first = -2_208_988_800.0
        let last = 7_258_118_399.0
        // Spread over the whole range, at odd seconds, minutes and hours.
        var seconds = first
        while seconds <= last {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(DayOfMonth.of(date, in: zone) == calendar.component(.day, from: date), "\(identifier) \(date)")
            seconds += 3_617_519.5
        }
        for edge in [first, last, 1_325_203_199, 1_325_203_200, 951_782_400, 951_868_799, 4_107_542_400] {
            let date = Date(timeIntervalSince1970: edge)
            #expect(DayOfMonth.of(date, in: zone) == calendar.component(.day, from: date), "\(identifier) \(date)")
        }
    }

    @Test func nothingOutsideTheYearsItKnows() throws {
        let zone = try #require(TimeZone(identifier: "UTC"))
        #expect(DayOfMonth.of(Date(timeIntervalSince1970: -2_208_988_800.5), in: zone) == nil)
        #expect(DayOfMonth.of(Date(timeIntervalSince1970: 7_258_118_400), in: zone) == nil)
        #expect(DayOfMonth.of(Date(timeIntervalSince1970: -2_208_988_800), in: zone) == 1)
    }
}
