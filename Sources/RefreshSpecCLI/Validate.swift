import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec validate PATH...`: every problem of every spec, located, and a summary.
struct Validate: Command {
    static let help = CommandHelp(
        name: "validate",
        abstract: "Check specs and report every problem at its file, line and column.",
        usage: "refreshspec validate <path> ... [--format <format>] [--strict] [--quiet] [--jobs <n>]",
        discussion: "Exits 0 when no spec has errors (with --strict: no problems), 1 when one has, 2 when a path cannot be read.",
        arguments: [
            .init(name: "<path>", text: "Spec files, or directories searched for *.yaml and *.yml; '-' reads standard input.")
        ],
        options: ReportOptions.help)

    var options: ReportOptions
    var paths: [String]

    init(arguments: inout Arguments) throws(UsageError) {
        options = try ReportOptions(arguments: &arguments)
        paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<path> ...'", help: Self.help) }
    }

    func run() -> ExitStatus {
        let options = options
        let (results, allUsable) = InputFiles(paths).check(jobs: options.jobs) { Self.validate($0, options) }
        Output.write(ValidationOutput(options: options, colors: Output.useColors).render(results))
        guard allUsable else { return .usage }
        return results.contains { $0.count(.error) > 0 } ? .failure : .success
    }

    /// Checks one file; the source is kept only when a diagnostic will quote it.
    private static func validate(_ source: Source, _ options: ReportOptions) -> ValidationResult {
        let diagnostics = options.applied(to: Spec.load(source: source).diagnostics)
        return ValidationResult(path: source.path, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : source)
    }
}
