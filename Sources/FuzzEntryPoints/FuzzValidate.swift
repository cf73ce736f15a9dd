import Diagnostics
import RefreshCodegen
import RefreshReport
import RefreshSpec
import YAML

/// Load, decode and validate any bytes, and write every diagnostic as the text and JSON
/// outputs do: a spec only when no diagnostic is an error, and then its generated Swift code.
enum FuzzValidate {
    static func run(_ bytes: [UInt8]) {
        let loaded = Spec.load(source: Source(path: "fuzz.yaml", bytes: bytes))
        check((loaded.spec == nil) == loaded.hasErrors, "a spec exactly when there is no error")
        for diagnostic in loaded.diagnostics {
            check(diagnostic.mark.line >= 1 && diagnostic.mark.column >= 1, "a diagnostic at \(diagnostic.mark)")
            _ = ValidationJSON.diagnostic(diagnostic).prettyPrinted()
        }
        _ = DiagnosticRenderer().render(loaded.diagnostics, quoting: loaded.source)
        if let spec = loaded.spec {
            let options = GenerateOptions(toolVersion: "fuzz")
            _ = SwiftGenerator.generate(spec, strings: loaded.strings, file: loaded.source.path, options: options)
        }
    }
}
