import Diagnostics

/// GitHub Actions workflow commands that turn diagnostics into annotations on the pull request:
/// `::error file=specs/feed.yaml,line=12,col=5,title=unknown-key::unknown key …`.
public enum GitHubAnnotations {
    /// One command line per diagnostic, notes appended to the message as further lines.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(command).joined()
    }

    /// An error annotation per path that could not be used (`cannot use 'nope': No such file or
    /// directory`), titled `unusable-input`: without it the run's log has the reason, but the
    /// pull request shows nothing.
    public static func render(_ unusable: [SARIF.Invocation.UnusableInput]) -> String {
        unusable.map { "::error title=unusable-input::\(escapeData($0.message))\n" }.joined()
    }

    /// The command for one diagnostic, ending with a newline.
    static func command(_ diagnostic: Diagnostic) -> String {
        let properties = [
            ("file", diagnostic.file), ("line", String(diagnostic.mark.line)), ("col", String(diagnostic.mark.column)),
            ("title", diagnostic.rule),
        ]
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        let notes = diagnostic.notes.map { "\nnote: " + $0.located }
        return "::\(diagnostic.severity.rawValue) \(list)::\(escapeData(diagnostic.message + notes.joined()))\n"
    }

    /// A message: `%`, carriage return and line feed percent-encoded, as the runner expects;
    /// other control characters shown as ``TerminalText`` shows them, not sent to the log.
    static func escapeData(_ text: String) -> String {
        escape(text, also: [])
    }

    /// A property value: as a message, and `:` and `,` too, which would end the value.
    static func escapeProperty(_ text: String) -> String {
        escape(text, also: [":", ","])
    }

    private static func escape(_ text: String, also extra: Set<Unicode.Scalar>) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
                escaped += PercentEncoding.escape(scalar.value)
            } else if let shown = TerminalText.shown(scalar) {
                escaped += shown
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
