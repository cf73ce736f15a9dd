import RefreshLocalization
import RefreshReport
import RefreshSpec
import YAML

/// `refreshspec strings check PATH...`: per spec and locale, the translations a translator
/// still owes, located.
struct CheckStringsCommand: DiagnosticsCommand {
    static let help = diagnosticsHelp(
        name: "strings check",
        abstract: "Report missing, unused, untranslated and placeholder texts of each spec, per locale.",
        discussion: """
            For every locale a spec shows (its strings, scenario locales, setLocale steps, defaultLocale): label keys \
            the locale lacks and where they fall back to. Also keys no label uses, texts identical to the default \
            locale's, and texts with %@ or { placeholders. Exits 1 when a spec has errors (with --strict: any finding).
            """)

    var paths: [String]
    var options: ReportOptions

    /// A spec's load errors, or its string findings (errors under `--strict`).
    static func check(_ source: Source, _ options: ReportOptions) -> ValidationResult {
        let loaded = Spec.load(source: source)
        let diagnostics = StringsChecker(loaded: loaded)?.diagnostics() ?? loaded.diagnostics.errors
        return ValidationResult(
            path: source.path, diagnostics: diagnostics.upgradingWarnings(strict: options.strict), source: source,
            document: loaded.document)
    }
}
