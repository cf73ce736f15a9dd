#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shape checks on ASCII text, written byte by byte so that decoding needs no regular expressions.
package enum TextShape {
    /// `[A-Za-z][A-Za-z0-9_-]*`.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The first placeholder-like sequence in a text, `%@` or `{`, if any.
    package static func placeholder(in text: String) -> String? {
        var text = text
        return text.withUTF8 { placeholder(inUTF8: $0) }
    }

    /// ``placeholder(in:)`` of a text's UTF-8 bytes, found with `memchr`: every text of a spec
    /// is searched, and most have neither sign.
    static func placeholder(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let start = bytes.baseAddress else { return nil }
        let brace = offset(of: UInt8(ascii: "{"), in: start, from: 0, count: bytes.count)
        // The first `@` after a `%` before the brace, if any.
        var from = 1
        while let at = offset(of: UInt8(ascii: "@"), in: start, from: from, count: brace ?? bytes.count) {
            if start[at - 1] == UInt8(ascii: "%") { return "%@" }
            from = at + 1
        }
        return brace == nil ? nil : "{"
    }

    /// Where `byte` first is in `start[from..<count]`.
    private static func offset(of byte: UInt8, in start: UnsafePointer<UInt8>, from: Int, count: Int) -> Int? {
        guard from < count, let found = memchr(start + from, Int32(byte), count - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(start)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
