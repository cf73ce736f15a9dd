import Foundation

/// The options `validate`, `test` and `strings check` share: the output format, `--strict`, `--quiet` and `--jobs`.
struct ReportOptions {
    /// How problems are written to standard output.
    enum Format: String, OptionChoice {
        /// Like a compiler, for people.
        case text
        /// One JSON document.
        case json
        /// SARIF 2.1.0, for code scanning.
        case sarif
        /// GitHub Actions workflow commands, which become annotations.
        case github

        /// Whether the output is still written when no file could be used: a machine reads it,
        /// and must learn from it (not from standard error) which paths could not be used.
        var reportsUnusablePaths: Bool { self != .text }
    }

    /// How results are written to standard output (`--format`).
    var format: Format
    /// Whether warnings are reported as errors and fail the run.
    var strict: Bool
    /// Whether to print only problems (without quoted source lines) and the summary.
    var quiet: Bool
    /// How many files are worked on at once; 1 is a serial run.
    var jobs: Int

    static let formatOption = Option<Format>.format(default: .text)
    static let strictFlag = Flag(name: "--strict", abstract: "Report warnings as errors; they fail the run.")
    static let quietFlag = Flag(
        name: "--quiet", abstract: "Print only the problems, without quoted source lines, and the summary.")
    /// Nil when not given: the number of cores is only asked for then (Foundation reads the
    /// process's CPU quota from files for it, a noticeable part of a one-spec run).
    static let jobsOption = Option<Int?>(
        "--jobs", valueName: "<n>", abstract: "Files worked on at once (default: all cores; 1: serial). Output is the same.",
        default: nil
    ) { given throws(InvalidValue) in
        guard let number = Int(given), number >= 1 else { throw InvalidValue(hint: "give a whole number of at least 1") }
        return number
    }

    /// The options' lines in `--help`, in the order usage lists them.
    static let help = [formatOption.help, strictFlag.help, quietFlag.help, jobsOption.help]

    init(arguments: inout Arguments) throws(UsageError) {
        format = try arguments.value(Self.formatOption)
        strict = arguments.flag(Self.strictFlag)
        quiet = arguments.flag(Self.quietFlag)
        jobs = try arguments.value(Self.jobsOption) ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
