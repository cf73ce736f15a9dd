import Diagnostics
import RefreshReport
import RefreshSpec
import YAML

/// Load, decode and validate any bytes, and write every diagnostic as the text and JSON
/// outputs do: a spec only when no diagnostic is an error.
enum FuzzValidate {
    static func run(_ bytes: [UInt8]) {
        let loaded = Spec.load(source: Source(path: "fuzz.yaml", bytes: bytes))
        check((loaded.spec == nil) == loaded.hasErrors, "a spec exactly when there is no error")
        let lines = loaded.source.lineIndex()
        let renderer = DiagnosticRenderer()
        for diagnostic in loaded.diagnostics {
            check(diagnostic.mark.line >= 1 && diagnostic.mark.column >= 1, "a diagnostic at \(diagnostic.mark)")
            _ = renderer.render(diagnostic, sourceLine: lines.text(diagnostic.mark.line))
            _ = ValidationJSON.diagnostic(diagnostic).prettyPrinted()
        }
    }
}
