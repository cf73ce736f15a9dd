/// Text written into XML 1.0 (the JUnit report, the SVG picture, XLIFF) so that every parser
/// reads back what was meant and nothing is dropped silently.
///
/// `&`, `<`, `>` and quotes become entity references (`>` so that `]]>` cannot appear). Characters
/// XML 1.0 §2.2 cannot carry at all, even as references (C0 controls other than tab, LF and CR,
/// U+FFFE and U+FFFF), become a visible escape such as `\u{1}`. Lone surrogates cannot reach
/// here: a Swift string holds only Unicode scalar values, and invalid UTF-8 in a spec was read as
/// U+FFFD. In attributes, tab, LF and CR are written as `&#9;`, `&#10;`, `&#13;`, since attribute
/// value normalisation (§3.3.3) turns them into spaces; in content, CR is `&#13;`, since line-end
/// handling (§2.11) turns it into LF.
public enum XMLText {
    /// Text for element content, between a start and an end tag.
    public static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// Text a picture draws, in a `<text>` element: as ``content(_:)``, with a line feed and a
    /// carriage return shown as ␊ and ␍, as the text output shows them. A renderer would draw
    /// them as nothing, as a space, or as a line break over the next text (librsvg, where
    /// `xml:space` is `preserve`).
    public static func drawn(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline }) else { return content(text) }
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\u{240A}"
            case "\r": shown += "\u{240D}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return content(shown)
    }

    /// Text for an attribute value in double or single quotes.
    public static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\r": escaped += "&#13;"
            case "\t", "\n": escaped += inAttribute ? "&#\(scalar.value);" : String(scalar)
            case _ where !isXMLChar(scalar): escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The first scalar of `text` that XML 1.0 cannot carry at all, even as a reference (C0
    /// controls other than tab, LF and CR, U+FFFE, U+FFFF): a writer that must not change a text
    /// (XLIFF) refuses it rather than write the visible escape.
    public static func firstForbiddenScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isXMLChar($0) }
    }

    /// Whether XML 1.0's `Char` production (§2.2) allows the scalar: tab, LF, CR, and every
    /// scalar from U+0020 but U+FFFE and U+FFFF (a Swift scalar is never a surrogate).
    public static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r"
            || (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF)
    }
}
