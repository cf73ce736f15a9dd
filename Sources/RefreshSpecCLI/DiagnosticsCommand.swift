import RefreshReport
import RefreshSpec
import YAML

/// A command that checks spec files one by one and reports diagnostics the way `validate` does:
/// paths and the shared report options in, located problems and a summary out.
protocol DiagnosticsCommand: Command {
    /// The files and folders to check.
    var paths: [String] { get }
    /// Format, strictness, quietness and parallelism.
    var options: ReportOptions { get }

    /// Creates the command from parsed arguments.
    init(paths: [String], options: ReportOptions)

    /// What the command finds in one file.
    static func check(_ source: Source, _ options: ReportOptions) -> ValidationResult
}

extension DiagnosticsCommand {
    init(arguments: inout Arguments) throws(UsageError) {
        let options = try ReportOptions(arguments: &arguments)
        let paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<path> ...'", help: Self.help) }
        self.init(paths: paths, options: options)
    }

    func run() -> ExitStatus {
        let options = options
        let (results, allUsable) = InputFiles(paths).check(jobs: options.jobs) { Self.check($0, options) }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse.
        guard allUsable || !results.isEmpty else { return .usage }
        Output.write(ValidationOutput(options: options, colors: Output.useColors).render(results))
        guard allUsable else { return .usage }
        return results.contains { $0.diagnostics.containsError } ? .failure : .success
    }
}
