import Foundation
import RefreshSpec

/// When a run started, as its reports say (JUnit's `timestamp`): the system's clock, or the time
/// `SOURCE_DATE_EPOCH` gives, the reproducible-builds convention (reproducible-builds.org):
/// whole seconds since 1970-01-01T00:00:00Z, so that two runs write byte-identical reports.
enum RunStart {
    /// The environment variable that fixes the time.
    static let variable = "SOURCE_DATE_EPOCH"
    /// The last second a report can write with a four-digit year: 9999-12-31T23:59:59Z.
    static let latest = 253_402_300_799

    /// `SOURCE_DATE_EPOCH`'s time when `environment` sets it, else `now`. A value that is not
    /// ASCII digits up to ``latest`` is refused, as the convention asks, rather than ignored.
    static func time(environment: [String: String], now: Date, help: CommandHelp) throws(UsageError) -> Timestamp {
        guard let given = environment[variable] else { return Timestamp(secondsSince1970: now.timeIntervalSince1970) }
        guard !given.isEmpty, given.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let seconds = Int(given), seconds <= latest
        else {
            throw UsageError(
                message: "\(variable) must be a whole number of seconds since 1970-01-01T00:00:00Z, from 0 to \(latest) "
                    + "(9999-12-31T23:59:59Z), for the JUnit timestamp; it is '\(given)'",
                help: help)
        }
        return Timestamp(secondsSince1970: Double(seconds))
    }
}
