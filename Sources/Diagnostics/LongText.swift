/// A text of a spec as every output quotes it: whole up to ``limit`` characters, and beyond
/// that its first and last characters around its length, `Pull to refresh xx… (6,291,456
/// characters) …xxng`, so that one long label or name cannot multiply into every message,
/// table row and report that quotes it. Characters are counted as Unicode scalars.
public enum LongText {
    /// The most characters a quoted text keeps whole: well above any real label or name.
    public static let limit = 200
    /// The characters kept from a shortened text's start.
    static let headLength = 120
    /// The characters kept from a shortened text's end.
    static let tailLength = 40

    /// `text` itself when it has at most `limit` characters; otherwise its first 120 and last
    /// 40 characters with its length between them: `first… (6,291,456 characters) …last`.
    public static func shortened(_ text: String, over limit: Int = limit) -> String {
        // A text of few bytes has as few characters; only a long one is counted.
        guard text.utf8.count > limit else { return text }
        let count = scalarCount(text)
        guard count > limit else { return text }
        let scalars = text.unicodeScalars
        var shortened = String(String.UnicodeScalarView(scalars.prefix(headLength)))
        shortened += "… (\(grouped(count)) characters) …"
        shortened.unicodeScalars.append(contentsOf: scalars.suffix(tailLength))
        return shortened
    }

    /// The Unicode scalars of `text`, counted from its UTF-8 bytes (every byte but a
    /// continuation byte starts one) rather than by decoding it: a text quoted a thousand times
    /// is counted a thousand times.
    static func scalarCount(_ text: String) -> Int {
        func count(_ bytes: some Sequence<UInt8>) -> Int {
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
        return text.utf8.withContiguousStorageIfAvailable { count($0) } ?? count(text.utf8)
    }

    /// A count with a comma between each group of three digits: `6,291,456`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
