/// Locale ids as the spec language accepts them (BCP 47 shaped: `en`, `zh-Hant-TW`, `pt-BR`).
public enum LocaleID {
    /// Whether `text` is BCP 47 shaped: a language of 2–3 letters (or 4–8), then subtags of 1–8 letters or digits,
    /// separated by `-`.
    public static func isWellFormed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "-") {
                let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let isValid =
                    start == 0
                    ? (2...8).contains(subtag.count) && subtag.allSatisfy(TextShape.isLetter)
                    : (1...8).contains(subtag.count) && subtag.allSatisfy { TextShape.isLetter($0) || TextShape.isDigit($0) }
                guard isValid else { return false }
                start = end + 1
            }
            return true
        }
    }
}
