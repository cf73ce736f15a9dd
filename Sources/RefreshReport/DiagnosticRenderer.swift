import RefreshEngine
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

    /// Creates a renderer.
    public init(colors: Bool = false) {
        self.colors = colors
    }

    /// The diagnostic as text: the located headline, the source line with a caret under the
    /// column (when the line is known), then each note. Ends with a newline.
    public func render(_ diagnostic: Diagnostic, sourceLine: String?) -> String {
        var text = "\(diagnostic.file):\(diagnostic.mark): \(severityLabel(diagnostic.severity)): \(diagnostic.message)\n"
        if let sourceLine {
            text += "    \(Self.visible(sourceLine))\n"
            text += "    \(Self.caretPadding(sourceLine, column: diagnostic.mark.column))^\n"
        }
        for note in diagnostic.notes {
            let place = note.mark.map { "\($0): " } ?? ""
            text += "    note: \(place)\(note.message)\n"
        }
        return text
    }

    private func severityLabel(_ severity: Diagnostic.Severity) -> String {
        guard colors else { return severity.rawValue }
        let code = severity == .error ? "31" : "33"
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// The line with control characters (other than tab) shown as their Unicode pictures (NUL as
    /// ␀), so quoting a line never sends raw control codes to a terminal.
    static func visible(_ line: String) -> String {
        var shown = ""
        shown.unicodeScalars.append(
            contentsOf: line.unicodeScalars.map { scalar in
                switch scalar.value {
                case 0x09: scalar
                case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
                case 0x7F: "\u{2421}"
                default: scalar
                }
            })
        return shown
    }

    /// Blanks as wide as the line's characters before `column`: tabs stay tabs and East Asian
    /// wide characters take two cells, so the caret lands under the character in a terminal.
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        for scalar in line.unicodeScalars.prefix(max(0, column - 1)) {
            if scalar == "\t" {
                padding += "\t"
            } else {
                padding += TextWidth.isWide(scalar) ? "  " : " "
            }
        }
        return padding
    }
}
