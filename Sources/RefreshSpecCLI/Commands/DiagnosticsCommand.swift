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
        var output = ValidationOutput(options: options, colors: Console.useColors, paths: files.paths)
        let unusable = files.check(jobs: options.jobs, { Self.check($0, options) }, each: { output.add($0) })
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || output.summary.files > 0 || options.format.reportsUnusablePaths else { return .usage }
        let status: ExitStatus = !unusable.isEmpty ? .usage : output.summary.errors > 0 ? .failure : .success
        return output.finish(invocation: SARIF.Invocation(status, unusable: unusable)) ? status : .usage
    }
}

/// What `validate` and `strings check` write to standard output in each format, written file by
/// file as the results come in (each dropped once written), then the summary: the same bytes as
/// rendering every result at once. A SARIF log's results wait in a ``Spool`` (its opening holds
/// the exit status, known only at the end); JSON opens its `files` array at the first file.
struct ValidationOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool
    /// The totals so far.
    private(set) var summary = ValidationSummary()
    private var standardOutput = StandardOutputBuffer()
    private var sarif: SARIFResults

    /// An output for a run over `paths` (the SARIF fingerprints need to know which come twice).
    init(options: ReportOptions, colors: Bool, paths: [String]) {
        self.options = options
        self.colors = colors
        sarif = SARIFResults(paths: options.format == .sarif ? paths : [])
    }

    /// Writes one file's part of the output.
    mutating func add(_ result: ValidationResult) {
        summary.add(result)
        switch options.format {
        case .text: standardOutput.write(text(result))
        case .json:
            let separator = summary.files == 1 ? JSON.openingObject([], arrayKey: "files") : ","
            standardOutput.write(separator + ValidationJSON.file(result).serialized())
        case .sarif: sarif.add(result.diagnostics, path: result.path, source: result.source)
        case .github: standardOutput.write(GitHubAnnotations.render(result.diagnostics))
        }
    }

    /// Writes the rest: the summary, the end of the JSON document, or the whole SARIF log. False
    /// when the log's results could not be read back (reported; the command exits 2).
    mutating func finish(invocation: SARIF.Invocation) -> Bool {
        var complete = true
        switch options.format {
        case .text: standardOutput.write(summary.text + "\n")
        case .github: standardOutput.write(GitHubAnnotations.render(invocation.unusableInputs) + summary.text + "\n")
        case .json:
            if summary.files == 0 { standardOutput.write(JSON.openingObject([], arrayKey: "files")) }
            let members = [
                ("unusable", ValidationJSON.unusable(invocation.unusableInputs)), ("summary", ValidationJSON.summary(summary)),
            ]
            standardOutput.write(JSON.closingArray(thenMembers: members) + "\n")
        case .sarif: complete = sarif.write(to: &standardOutput, invocation: invocation)
        }
        standardOutput.flush()
        return complete
    }

    /// Each diagnostic like a compiler's, quoting its source line unless quiet.
    private func text(_ result: ValidationResult) -> String {
        DiagnosticRenderer(colors: colors).render(result.diagnostics, quoting: options.quiet ? nil : result.source)
    }
}
