/// Shape checks on ASCII text, written byte by byte so that decoding needs no regular expressions.
enum Syntax {
    /// `[A-Za-z][A-Za-z0-9_-]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// BCP 47 shape: a language of 2–3 letters (or 4–8), then subtags of 1–8 letters or digits,
    /// separated by `-`.
    static func isLocale(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "-") {
                let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let isValid =
                    start == 0
                    ? (2...8).contains(subtag.count) && subtag.allSatisfy(isLetter)
                    : (1...8).contains(subtag.count) && subtag.allSatisfy { isLetter($0) || isDigit($0) }
                guard isValid else { return false }
                start = end + 1
            }
            return true
        }
    }

    /// The first placeholder-like sequence in a text, `%@` or `{`, if any.
    static func placeholder(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "{") { return "{" }
                if previous == UInt8(ascii: "%"), byte == UInt8(ascii: "@") { return "%@" }
                previous = byte
            }
            return nil
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
