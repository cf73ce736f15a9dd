import RefreshReport

/// A complaint of the tool itself rather than a spec's diagnostic: a path it cannot read or
/// write, a folder it skips. Rendered in this one place: `refreshspec: error: cannot read
/// 'a.yaml': Permission denied`. Messages raised at one site are declared beside that site.
struct ToolMessage {
    /// An error makes the command fail; a warning does not.
    enum Severity: String {
        case error
        case warning
    }

    var severity: Severity
    /// The sentence after `refreshspec: error: `.
    var text: String

    /// `refreshspec: <severity>: <text>` and a newline.
    var rendered: String {
        "refreshspec: \(severity.rawValue): \(TerminalText.visible(text))\n"
    }

    /// A file that exists but cannot be read, with the system's reason.
    static func cannotRead(_ path: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot read '\(path)': \(reason)")
    }

    /// A path that names nothing usable: missing, an empty folder, a folder without translations.
    static func cannotUse(_ path: String, reason: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "cannot use '\(path)': \(reason)")
    }
}
