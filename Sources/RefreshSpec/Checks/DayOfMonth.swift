import Foundation

/// The day of the month an instant falls on in a time zone, from the zone's offset at that
/// instant and the days since 1970: much cheaper than a calendar's fields, and the same as the
/// Gregorian calendar's day for the years it is asked about (1900 to 2199); nil outside them.
enum DayOfMonth {
    /// 1900-01-01T00:00:00Z and 2200-01-01T00:00:00Z, in seconds since 1970.
    private static let years = -2_208_988_800.0..<7_258_118_400.0

    /// The day (1–31) of `date` in `timeZone`, or nil outside 1900–2199.
    static func of(_ date: Date, in timeZone: TimeZone) -> Int? {
        let seconds = date.timeIntervalSince1970
        guard years.contains(seconds) else { return nil }
        let local = seconds + Double(timeZone.secondsFromGMT(for: date))
        return day(ofDaysSince1970: Int((local / 86_400).rounded(.down)))
    }

    /// The day of the month of a day counted from 1970-01-01 (day 0), in the proleptic
    /// Gregorian calendar, counting years from March so that a leap day ends its year.
    private static func day(ofDaysSince1970 days: Int) -> Int {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let month = (5 * dayOfYear + 2) / 153  // 0 = March
        return dayOfYear - (153 * month + 2) / 5 + 1
    }
}
