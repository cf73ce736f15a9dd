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

    /// Whether a well-formed id is in BCP 47's conventional letter case (`zh-Hans`, `pt-BR`, not
    /// `zh-hans`): the language lowercase, a four-letter script titlecase, a two-letter region
    /// uppercase. Read from the bytes, as it is asked of every locale of every spec.
    static func isConventionallyCased(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "-") {
                let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let isAlpha = subtag.allSatisfy(TextShape.isLetter)
                let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
                let isCased: Bool =
                    if start > 0, isAlpha, subtag.count == 4 {
                        isUpper(subtag[0]) && !subtag.dropFirst().contains(where: isUpper)
                    } else if start > 0, isAlpha, subtag.count == 2 {
                        subtag.allSatisfy(isUpper)
                    } else {
                        !subtag.contains(where: isUpper)
                    }
                guard isCased else { return false }
                start = end + 1
            }
            return true
        }
    }
}
