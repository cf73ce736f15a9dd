import Diagnostics
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

    init(paths: [String], options: ReportOptions)

    /// What the command finds in one file.
    static func check(_ source: Source, _ options: ReportOptions) -> ValidationResult
}

extension DiagnosticsCommand {
    /// `<path> ...` and the report options: what every diagnostics command's usage says.
    static func diagnosticsHelp(name: String, abstract: String, discussion: String?) -> CommandHelp {
        CommandHelp(
            name: name, abstract: abstract, discussion: discussion, argument: .specPaths, options: ReportOptions.help)
    }

    init(arguments: inout Arguments) throws(UsageError) {
        let options = try ReportOptions(arguments: &arguments)
        self.init(paths: try arguments.values(of: .specPaths), options: options)
    }

    func run() -> ExitStatus {
        let options = options
        let files = InputFiles(paths)
        var output = ReportStream(ValidationRun(), options: options, colors: Console.useColors, paths: files.paths)
        let unusable = files.check(jobs: options.jobs, { Self.check($0, options) }, each: { output.add($0) })
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || output.run.summary.files > 0 || options.format.reportsUnusablePaths else { return .usage }
        let status: ExitStatus = !unusable.isEmpty ? .usage : output.run.summary.errors > 0 ? .failure : .success
        output.finish(invocation: SARIF.Invocation(status, unusable: unusable))
        return status
    }
}

/// What `validate` and `strings check` report: each file's diagnostics, then how many files
/// and problems there were.
struct ValidationRun: StreamedRun {
    static let jsonArrayKey = "files"
    /// The totals so far.
    private(set) var summary = ValidationSummary()

    mutating func add(_ result: ValidationResult) { summary.add(result) }
    var fileCount: Int { summary.files }

    /// Each diagnostic like a compiler's, quoting its source line unless quiet.
    func text(_ result: ValidationResult, colors: Bool, quiet: Bool) -> String {
        DiagnosticRenderer(colors: colors).render(result.diagnostics, quoting: quiet ? nil : result.source)
    }

    func json(_ result: ValidationResult) -> JSON { ValidationJSON.file(result) }

    func problems(_ result: ValidationResult) -> (path: String, document: Document?, diagnostics: [Diagnostic]) {
        (result.path, result.document, result.diagnostics)
    }

    var closingText: String { summary.text + "\n" }
    var jsonMembers: [(String, JSON)] { [("summary", ValidationJSON.summary(summary))] }
    var sarifProperties: [(String, JSON)] { [] }
}
