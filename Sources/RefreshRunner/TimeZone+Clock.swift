import Foundation
import RefreshSpec

extension TimeZone {
    /// The time zone of a spec's clock: `UTC`, `GMT` or `Z`; a fixed offset `±HH`, `±HHMM` or
    /// `±HH:MM`; or an IANA name such as `Asia/Shanghai`. An unknown name is UTC.
    init(clock: Spec.Clock) {
        let name = clock.timeZone
        if let sign = name.first, sign == "+" || sign == "-", let seconds = Self.offsetSeconds(name.dropFirst()),
            let zone = TimeZone(secondsFromGMT: sign == "-" ? -seconds : seconds)
        {
            self = zone
        } else if ["UTC", "GMT", "Z"].contains(name) {
            self = TimeZone(secondsFromGMT: 0) ?? .gmt
        } else {
            self = TimeZone(identifier: name) ?? TimeZone(secondsFromGMT: 0) ?? .gmt
        }
    }

    private static func offsetSeconds(_ text: Substring) -> Int? {
        let digits = text.filter { $0 != ":" }
        guard [2, 4].contains(digits.count), let number = Int(digits), digits.allSatisfy(\.isASCII) else { return nil }
        let hours = digits.count == 4 ? number / 100 : number
        let minutes = digits.count == 4 ? number % 100 : 0
        return hours * 3_600 + minutes * 60
    }
}
