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
        let (results, unusable) = InputFiles(paths).check(jobs: options.jobs) { Self.check($0, options) }
        // Nothing was checked: the errors said why, and a summary of no files would only confuse;
        // a SARIF log is still written, as an upload must learn that the run failed.
        guard unusable.isEmpty || !results.isEmpty || options.format == .sarif else { return .usage }
        let failed = results.contains { $0.diagnostics.containsError }
        let status: ExitStatus = !unusable.isEmpty ? .usage : failed ? .failure : .success
        let invocation = SARIF.Invocation(status, unusable: unusable)
        Output.write(ValidationOutput(options: options, colors: Output.useColors, invocation: invocation).render(results))
        return status
    }
}

/// What `validate` and `strings check` write to standard output in each format.
struct ValidationOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool
    /// How the run went, for SARIF's `invocations`.
    var invocation: SARIF.Invocation

    /// The results in the chosen format, ending with a newline.
    func render(_ results: [ValidationResult]) -> String {
        let summary = ValidationSummary(results).text + "\n"
        switch options.format {
        case .text: return text(results) + summary
        case .json: return ValidationJSON.report(results).serialized() + "\n"
        case .sarif:
            let sources = results.compactMap(\.source)
            return SARIF.log(results.flatMap(\.diagnostics), sources: sources, invocation: invocation).serialized() + "\n"
        case .github: return GitHubAnnotations.render(results.flatMap(\.diagnostics)) + summary
        }
    }

    /// Each diagnostic like a compiler's, quoting its source line unless quiet.
    private func text(_ results: [ValidationResult]) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        var text = ""
        for result in results where !result.diagnostics.isEmpty {
            let lines = options.quiet ? nil : result.source?.lineIndex()
            for diagnostic in result.diagnostics {
                text += renderer.render(diagnostic, sourceLine: lines?.text(diagnostic.mark.line))
            }
        }
        return text
    }
}
