import Foundation

/// Where commands write: results to standard output, complaints to standard error.
enum Output {
    /// Writes text to standard output.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes text to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants colors: not when `NO_COLOR` is set.
    static var useColors: Bool { wantsColors(STDOUT_FILENO) }

    /// Whether standard error is a terminal that wants colors.
    static var errorUsesColors: Bool { wantsColors(STDERR_FILENO) }

    private static func wantsColors(_ descriptor: Int32) -> Bool {
        isatty(descriptor) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }
}

extension Output {
    /// Writes a complaint of the tool itself to standard error.
    static func report(_ message: ToolMessage) {
        error(message.rendered)
    }
}

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
        "refreshspec: \(severity.rawValue): \(text)\n"
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
