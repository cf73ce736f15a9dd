import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec validate PATH...`: every problem of every spec, located, and a summary.
struct ValidateCommand: DiagnosticsCommand {
    static let help = diagnosticsHelp(
        name: "validate",
        abstract: "Check specs and report every problem at its file, line and column.",
        discussion: "Exits 0 when no spec has errors (with --strict: no problems), 1 when one has, 2 when a path cannot be read.")

    var paths: [String]
    var options: ReportOptions

    /// Checks one file; the source and its document are kept only when a diagnostic will quote
    /// the one or be placed in the other.
    static func check(_ source: Source, _ options: ReportOptions) -> ValidationResult {
        let loaded = Spec.load(source: source).checked(strict: options.strict)
        let kept = !loaded.diagnostics.isEmpty
        return ValidationResult(
            path: source.path, diagnostics: loaded.diagnostics, source: kept ? source : nil,
            document: kept ? loaded.document : nil)
    }
}
