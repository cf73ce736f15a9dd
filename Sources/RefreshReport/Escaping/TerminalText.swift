/// Text from a spec (a file name, a scenario's name, a label's text, a message that quotes a
/// value) made safe to print on a line of a terminal or a CI log. Control characters are shown,
/// not sent: C0 controls as their Unicode pictures (ESC as ␛, a line feed as ␊, NUL as ␀;
/// tabs stay), DEL as ␡ and the C1 controls that some terminals also obey as `<U+009B>`; the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which turn
/// the rest of a line around in a viewer that orders text by direction, and the line and
/// paragraph separators (U+2028, U+2029) as `<U+202E>`. A spec from a pull request can then
/// neither move the cursor, retitle the window or clear the screen, nor start or turn a line
/// so that it reads like the tool's own (`PASS …`).
public enum TerminalText {
    /// The text with its control characters shown; the text itself when it has none.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { shown($0) != nil }) else { return text }
        var visible = ""
        for scalar in text.unicodeScalars {
            if let shown = shown(scalar) { visible += shown } else { visible.unicodeScalars.append(scalar) }
        }
        return visible
    }

    /// How a control character is shown; nil for a tab and every character that is no control.
    public static func shown(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09: nil
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value).map(String.init)
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "<U+00\(String(scalar.value, radix: 16, uppercase: true))>"
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: "<U+\(String(scalar.value, radix: 16, uppercase: true))>"
        default: nil
        }
    }
}
