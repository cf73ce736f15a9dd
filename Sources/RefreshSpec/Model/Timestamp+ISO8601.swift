extension Timestamp {
    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or an offset `±HH:MM`
    /// (`±HHMM`, `±HH`); nil for anything else, including impossible dates.
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 17, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] | 0x20 == UInt8(ascii: "t"), bytes[13] == UInt8(ascii: ":"),
            let year = Self.digits(bytes, 0, 4), let month = Self.digits(bytes, 5, 2), let day = Self.digits(bytes, 8, 2),
            let hour = Self.digits(bytes, 11, 2), let minute = Self.digits(bytes, 14, 2),
            (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60
        else { return nil }
        var index = 16
        var seconds = 0.0
        if bytes[index] == UInt8(ascii: ":") {
            guard let whole = Self.digits(bytes, index + 1, 2), whole < 60 else { return nil }
            index += 3
            seconds = Double(whole)
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                let fraction = bytes[(index + 1)...].prefix(while: TextShape.isDigit)
                guard !fraction.isEmpty, let value = Double("0." + String(decoding: fraction, as: UTF8.self)) else { return nil }
                seconds += value
                index += 1 + fraction.count
            }
        }
        guard let offset = Self.zoneOffset(bytes[index...]) else { return nil }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        self.init(secondsSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 - offset) + seconds)
    }

    private static func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        if first | 0x20 == UInt8(ascii: "z") { return bytes.count == 1 ? 0 : nil }
        guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-"), let offset = UTCOffset.parse(bytes.dropFirst()) else {
            return nil
        }
        return first == UInt8(ascii: "-") ? -offset : offset
    }

    private static func digits(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard TextShape.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
