import Dispatch
import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec validate PATH...`: every problem of every spec, located, and a summary.
struct Validate: Command {
    static let help = CommandHelp(
        name: "validate",
        abstract: "Check specs and report every problem at its file, line and column.",
        usage: "refreshspec validate <path> ... [--format <format>]",
        discussion: "Exits 0 when no spec has errors, 1 when one has, 2 when a path cannot be read.",
        arguments: [
            .init(name: "<path>", text: "Spec files, or directories searched for *.yaml and *.yml; '-' reads standard input.")
        ],
        options: [.init(name: "--format <format>", text: "text or json (default: text)")])

    var format: String
    var paths: [String]

    init(arguments: inout Arguments) throws(UsageError) {
        format = try arguments.choice("--format", ["text", "json"], default: "text")
        paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<path> ...'", help: Self.help) }
    }

    func run() -> ExitStatus {
        Self.preloadCatalog()
        let inputs = InputFiles(paths)
        for (path, reason) in inputs.unusable { Output.error("refreshspec: error: cannot use '\(path)': \(reason)\n") }
        let outcomes = inputs.paths.parallelMap(Self.validate)
        var results: [ValidationResult] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error): Output.error("refreshspec: error: cannot read '\(error.path)': \(error.reason)\n")
            }
        }
        Output.write(format == "json" ? ValidationJSON.report(results).serialized() + "\n" : text(results))
        if results.count < outcomes.count || !inputs.unusable.isEmpty { return .usage }
        return results.contains { $0.count(.error) > 0 } ? .failure : .success
    }

    /// Starts loading the built-in string catalog on another thread while the paths are
    /// walked: every spec's label checks need it, and until it is loaded (a few milliseconds,
    /// once per process) each worker waits at its first file.
    private static func preloadCatalog() {
        DispatchQueue.global().async { _ = Catalog.builtIn }
    }

    /// Reads and checks one file; the source is kept only when a diagnostic will quote it.
    private static func validate(path: String) -> Result<ValidationResult, SourceError> {
        do {
            let source = try Source.read(path: path)
            let diagnostics = Spec.load(source: source).diagnostics
            return .success(
                ValidationResult(path: source.path, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : source))
        } catch {
            return .failure(error)
        }
    }

    private func text(_ results: [ValidationResult]) -> String {
        let renderer = DiagnosticRenderer(colors: Output.useColors)
        var text = ""
        for result in results {
            for diagnostic in result.diagnostics {
                text += renderer.render(diagnostic, sourceLine: result.source?.lineText(diagnostic.mark.line))
            }
        }
        return text + ValidationSummary(results).text + "\n"
    }
}
