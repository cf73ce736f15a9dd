import RefreshReport
import YAML

/// What `validate` writes to standard output in each format.
struct ValidationOutput {
    var options: ReportOptions
    /// Whether text output may use ANSI colors.
    var colors: Bool

    /// The results in the chosen format, ending with a newline.
    func render(_ results: [ValidationResult]) -> String {
        let summary = ValidationSummary(results).text + "\n"
        switch options.format {
        case .text: return text(results) + summary
        case .json: return ValidationJSON.report(results).serialized() + "\n"
        case .sarif: return SARIF.log(results.flatMap(\.diagnostics)).serialized() + "\n"
        case .github: return GitHubAnnotations.render(results.flatMap(\.diagnostics)) + summary
        }
    }

    /// Each diagnostic like a compiler's, quoting its source line unless quiet.
    private func text(_ results: [ValidationResult]) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        var text = ""
        for result in results {
            for diagnostic in result.diagnostics {
                let line = options.quiet ? nil : result.source?.lineText(diagnostic.mark.line)
                text += renderer.render(diagnostic, sourceLine: line)
            }
        }
        return text
    }
}
