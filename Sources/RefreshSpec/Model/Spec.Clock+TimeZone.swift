import Foundation

extension Spec.Clock {
    /// The clock's time zone: `UTC`, `GMT` or `Z`; a fixed offset `±HH`, `±HHMM` or `±HH:MM`; or
    /// an IANA name the system knows (`Asia/Shanghai`). Nil for anything else.
    public static func timeZone(named name: String) -> TimeZone? {
        switch name {
        case "UTC", "GMT", "Z": return TimeZone(secondsFromGMT: 0)
        default: break
        }
        let bytes = Array(name.utf8)
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            guard let seconds = UTCOffset.parse(bytes[1...]) else { return nil }
            return TimeZone(secondsFromGMT: sign == UInt8(ascii: "-") ? -seconds : seconds)
        }
        return TimeZone(identifier: name)
    }

    /// The time zone of ``timeZone``; UTC when the name is unknown (validation rejects those).
    public var resolvedTimeZone: TimeZone {
        Self.timeZone(named: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }
}
