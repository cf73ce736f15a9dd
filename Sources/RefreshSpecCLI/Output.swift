import Diagnostics
import Foundation
import RefreshReport
import YAML

/// Where commands write: results to standard output, complaints to standard error.
enum Output {
    /// Writes results to standard output, unbuffered, as UTF-8.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes diagnostics and complaints to standard error, unbuffered, as UTF-8.
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

    /// Writes diagnostics to standard error like a compiler's, each quoting its line of `source`
    /// (none when `source` is nil), in color when standard error is a terminal that wants it.
    static func report(_ diagnostics: [Diagnostic], quoting source: Source?) {
        let renderer = DiagnosticRenderer(colors: errorUsesColors)
        let lines = diagnostics.isEmpty ? nil : source?.lineIndex()
        for diagnostic in diagnostics {
            error(renderer.render(diagnostic, sourceLine: lines?.text(diagnostic.mark.line)))
        }
    }

    /// Writes a usage error, its usage line and where to read more to standard error.
    static func report(_ usageError: UsageError) {
        error(usageError.text)
    }
}
