import Foundation

/// The options `validate` and `test` share: the output format, `--strict`, `--quiet` and `--jobs`.
struct ReportOptions {
    /// How problems are written to standard output.
    enum Format: String, CaseIterable {
        /// Like a compiler, for people.
        case text
        /// One JSON document.
        case json
        /// SARIF 2.1.0, for code scanning.
        case sarif
        /// GitHub Actions workflow commands, which become annotations.
        case github
    }

    /// The output format.
    var format: Format
    /// Whether warnings are reported as errors and fail the run.
    var strict: Bool
    /// Whether to print only problems (without quoted source lines) and the summary.
    var quiet: Bool
    /// How many files are worked on at once; 1 is a serial run.
    var jobs: Int

    /// The help entries of the options.
    static let help: [CommandHelp.Entry] = [
        .init(name: "--format <format>", text: "text, json, sarif or github (default: text)"),
        .init(name: "--strict", text: "Report warnings as errors; they fail the run."),
        .init(name: "--quiet", text: "Print only the problems, without quoted source lines, and the summary."),
        .init(name: "--jobs <n>", text: "Files worked on at once (default: all cores; 1: serial). Output is the same."),
    ]

    init(arguments: inout Arguments) throws(UsageError) {
        let name = try arguments.choice("--format", Format.allCases.map(\.rawValue), default: Format.text.rawValue)
        format = Format(rawValue: name) ?? .text
        strict = arguments.flag("--strict")
        quiet = arguments.flag("--quiet")
        jobs = ProcessInfo.processInfo.activeProcessorCount
        if let given = try arguments.option("--jobs") {
            guard let number = Int(given), number >= 1 else {
                throw UsageError(
                    message: "The value '\(given)' is invalid for '--jobs'; give a whole number of at least 1",
                    help: arguments.help)
            }
            jobs = number
        }
    }
}
