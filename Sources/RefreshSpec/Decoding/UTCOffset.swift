/// A UTC offset written `HH`, `HHMM` or `HH:MM` (after its sign).
enum UTCOffset {
    /// The offset in seconds, or nil when malformed or out of range (hours ≤ 18, minutes < 60).
    static func parse(_ bytes: ArraySlice<UInt8>) -> Int? {
        let digits = bytes.filter { $0 != UInt8(ascii: ":") }
        let colonAt = bytes.firstIndex(of: UInt8(ascii: ":")).map { $0 - bytes.startIndex }
        guard [2, 4].contains(digits.count), digits.allSatisfy(TextShape.isDigit),
            colonAt == nil || (colonAt == 2 && digits.count == 4)
        else { return nil }
        let values = digits.map { Int($0 - UInt8(ascii: "0")) }
        let hours = values[0] * 10 + values[1]
        let minutes = digits.count == 4 ? values[2] * 10 + values[3] : 0
        return hours <= 18 && minutes < 60 ? hours * 3_600 + minutes * 60 : nil
    }
}
