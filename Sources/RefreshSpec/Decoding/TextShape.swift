/// Shape checks on ASCII text, written byte by byte so that decoding needs no regular expressions.
enum TextShape {
    /// `[A-Za-z][A-Za-z0-9_-]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The first placeholder-like sequence in a text, `%@` or `{`, if any.
    static func placeholder(in text: String) -> String? {
        var text = text
        return text.withUTF8 { placeholder(inUTF8: $0) }
    }

    /// ``placeholder(in:)`` of a text's UTF-8 bytes.
    static func placeholder(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{") { return "{" }
            if byte == UInt8(ascii: "@"), previous == UInt8(ascii: "%") { return "%@" }
            previous = byte
        }
        return nil
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
