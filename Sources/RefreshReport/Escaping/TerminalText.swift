/// Text from a spec (a file name, a scenario's name, a label's text, a message that quotes a
/// value) made safe to print on a line of a terminal or a CI log. Control characters are shown,
/// not sent: C0 controls as their Unicode pictures (ESC as ␛, a line feed as ␊, NUL as ␀;
/// tabs stay), DEL as ␡ and the C1 controls that some terminals also obey as `<U+009B>`; the
/// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which turn
/// the rest of a line around in a viewer that orders text by direction, and the line and
/// paragraph separators (U+2028, U+2029) as `<U+202E>`. A spec from a pull request can then
/// neither move the cursor, retitle the window or clear the screen, nor start or turn a line
/// so that it reads like the tool's own (`PASS …`).
///
/// Nor can it send a GitHub Actions workflow command: the runner takes a line of a step's output
/// that begins with `::` after blanks, or that holds `##[` anywhere, for one (`::error …`,
/// `##[add-mask]…`). A backslash goes after the first character of each, `:\:` and `#\#[`, so
/// a text that begins a line, as a quoted source line or `tree`'s spec name does, or that holds
/// `##[` anywhere, reads as written but commands nothing.
public enum TerminalText {
    /// The text with its control characters shown and its workflow commands broken; the text
    /// itself when it has neither.
    public static func visible(_ text: String) -> String {
        let breaks = commandBreaks(in: text)
        guard !breaks.isEmpty || text.unicodeScalars.contains(where: { shown($0) != nil }) else { return text }
        var visible = ""
        var pendingBreaks = breaks[...]
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if let shown = shown(scalar) { visible += shown } else { visible.unicodeScalars.append(scalar) }
            if pendingBreaks.first == offset {
                visible += "\\"
                pendingBreaks.removeFirst()
            }
        }
        return visible
    }

    /// The offsets of the scalars that a backslash follows, in order: the first `:` of a `::`
    /// that begins the text after blanks (the characters the runner trims, which are shown as
    /// they are), and the first `#` of every `##[`.
    static func commandBreaks(in text: String) -> [Int] {
        var breaks: [Int] = []
        var atStart = true
        var previous: (Unicode.Scalar, Unicode.Scalar) = (" ", " ")
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if atStart, !(scalar.properties.isWhitespace && shown(scalar) == nil) {
                atStart = false
                if scalar == ":", text.unicodeScalars.dropFirst(offset + 1).first == ":" { breaks.append(offset) }
            }
            if previous == ("#", "#"), scalar == "[" { breaks.append(offset - 2) }
            previous = (previous.1, scalar)
        }
        return breaks
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
