import Diagnostics
import RefreshCore
import YAML

/// Writes diagnostics the way compilers do, so editors and terminals recognise them:
///
///     specs/feed.yaml:12:5: error: unknown key 'triggerPrecent' in autoFooter (did you mean 'triggerPercent'?)
///         triggerPrecent: 0.5
///         ^
///         note: 3:1: while scanning a simple key
public struct DiagnosticRenderer: Sendable {
    /// Whether to color severities with ANSI escapes.
    public var colors: Bool

    /// A renderer; `colors` (default off) colors severities with ANSI escapes, for a terminal.
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The diagnostic as text: the located headline, the source line with a caret under the
    /// column (when the line is known), then each note. Ends with a newline.
    public func render(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
        let file = TerminalText.visible(diagnostic.file)
        var text =
            "\(file):\(diagnostic.mark): \(severityLabel(diagnostic.severity)): \(TerminalText.visible(diagnostic.message))\n"
        if let sourceLine {
            let (excerpt, column) = Self.excerpt(sourceLine, around: diagnostic.mark.column)
            text += "    \(TerminalText.visible(excerpt))\n"
            text += "    \(Self.caretPadding(excerpt, column: column))^\n"
        }
        for note in diagnostic.notes {
            text += "    note: \(TerminalText.visible(note.located))\n"
        }
        return text
    }

    /// Diagnostics of one file as text, each quoting its line of `source` (none when `source`
    /// is nil): the file's lines are indexed once, and only when there is something to quote.
    public func render(_ diagnostics: [Diagnostic], quoting source: Source?) -> String {
        render(diagnostics, lines: diagnostics.isEmpty ? nil : source?.lineIndex())
    }

    /// Diagnostics of one file as text, each quoting its line from `lines` (the file's index,
    /// made once for all the file's diagnostics; none quoted when nil).
    public func render(_ diagnostics: [Diagnostic], lines: Source.LineIndex?) -> String {
        diagnostics.map { render($0, sourceLine: lines?.text($0.mark.line)) }.joined()
    }

    private func severityLabel(_ severity: Diagnostic.Severity) -> String {
        guard colors else { return severity.rawValue }
        let code = severity == .error ? "31" : "33"
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// At most `2 × radius` characters of a long line around `column`, with `…` where it was
    /// cut, and the column within the excerpt: a 200,000-character line stays readable.
    static func excerpt(_ line: String, around column: Int, radius: Int = 60) -> (text: String, column: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > 2 * radius else { return (line, column) }
        let start = max(0, min(column - 1 - radius, scalars.count - 2 * radius))
        let end = min(scalars.count, start + 2 * radius)
        var text = start > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        if end < scalars.count { text += "…" }
        return (text, column - start + (start > 0 ? 1 : 0))
    }

    /// Blanks as wide as the line's characters before `column`: tabs stay tabs, East Asian wide
    /// characters take two cells, a control character as many as it is shown with and the
    /// backslash that breaks a workflow command one, so the caret lands under the character in
    /// a terminal.
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        let breaks = TerminalText.commandBreaks(in: line)
        for (offset, scalar) in line.unicodeScalars.prefix(max(0, column - 1)).enumerated() {
            if scalar == "\t" {
                padding += "\t"
            } else if let shown = TerminalText.shown(scalar) {
                padding += String(repeating: " ", count: shown.unicodeScalars.count)
            } else {
                padding += TextWidth.isWide(scalar) ? "  " : " "
            }
            if breaks.contains(offset) { padding += " " }
        }
        return padding
    }
}
