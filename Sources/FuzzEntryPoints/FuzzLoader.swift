import Diagnostics
import RefreshReport
import YAML

/// The YAML loader on any bytes: a document or a located error, never a crash.
enum FuzzLoader {
    static func run(_ bytes: [UInt8]) {
        let source = Source(path: "fuzz.yaml", bytes: bytes)
        do {
            _ = try Node.parse(source)
        } catch {
            check(error.mark.line >= 1 && error.mark.column >= 1, "a YAML error at \(error.mark)")
            _ = DiagnosticRenderer().render(error, sourceLine: source.lineText(error.mark.line))
        }
    }
}
