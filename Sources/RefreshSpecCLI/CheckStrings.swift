import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec strings check PATH...`: per spec and locale, the translations a translator
/// still owes, located.
struct CheckStrings: Command {
    static let help = CommandHelp(
        name: "strings check",
        abstract: "Report missing, unused, untranslated and placeholder texts of each spec, per locale.",
        usage: "refreshspec strings check <path> ... [--strict]",
        discussion: """
            For every locale a spec shows (its strings, scenario locales, setLocale steps, defaultLocale): label keys \
            the locale lacks and where they fall back to. Also keys no label uses, texts identical to the default \
            locale's, and texts with %@ or { placeholders. Exits 1 when a spec has errors (with --strict: any finding).
            """,
        arguments: [
            .init(name: "<path>", text: "Spec files, or directories searched for *.yaml and *.yml; '-' reads standard input.")
        ],
        options: [.init(name: "--strict", text: "Report the findings as errors.")])

    var paths: [String]
    var strict: Bool

    init(arguments: inout Arguments) throws(UsageError) {
        strict = arguments.flag("--strict")
        paths = try arguments.positionals()
        guard !paths.isEmpty else { throw UsageError(message: "Missing expected argument '<path> ...'", help: Self.help) }
    }

    func run() -> ExitStatus {
        let inputs = InputFiles(paths)
        for (path, reason) in inputs.unusable { Output.error("refreshspec: error: cannot use '\(path)': \(reason)\n") }
        let strict = strict
        let outcomes = inputs.paths.parallelMap { Self.check(path: $0, strict: strict) }
        var results: [ValidationResult] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let error): Output.error("refreshspec: error: cannot read '\(error.path)': \(error.reason)\n")
            }
        }
        Output.write(Validate.text(results))
        if results.count < outcomes.count || !inputs.unusable.isEmpty { return .usage }
        return results.contains { $0.count(.error) > 0 } ? .failure : .success
    }

    /// A spec's load errors, or its string findings (errors when `strict`).
    private static func check(path: String, strict: Bool) -> Result<ValidationResult, SourceError> {
        do {
            let source = try Source.read(path: path)
            let loaded = Spec.load(source: source)
            var diagnostics = loaded.diagnostics.filter { $0.severity == .error }
            if let spec = loaded.spec {
                diagnostics = StringsChecker(spec: spec, root: try? Loader().load(source), file: source.path).diagnostics()
            }
            if strict {
                diagnostics = diagnostics.map {
                    var strict = $0; strict.severity = .error; return strict
                }
            }
            return .success(ValidationResult(path: source.path, diagnostics: diagnostics, source: source))
        } catch {
            return .failure(error)
        }
    }
}
