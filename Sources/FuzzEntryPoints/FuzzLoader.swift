import Diagnostics
import RefreshReport
import YAML

/// The YAML loader on any bytes: a document or a located error, never a crash. Every node of a
/// document is read through its handles, an alias's each place it stands, as the decoder and
/// SARIF read them.
enum FuzzLoader {
    static func run(_ bytes: [UInt8]) {
        let source = Source(path: "fuzz.yaml", bytes: bytes)
        do {
            guard let document = try Document.parse(source) else { return }
            withExtendedLifetime(document) { read(document.root) }
        } catch {
            check(error.mark.line >= 1 && error.mark.column >= 1, "a YAML error at \(error.mark)")
            _ = DiagnosticRenderer().render(error, sourceLine: source.lineText(error.mark.line))
        }
    }

    /// Reads `node` and everything in it: marks, tags, and each scalar's text and value, which
    /// must agree with its null test and its style.
    private static func read(_ node: Document.Node) {
        check(node.mark.line >= 1 && node.mark.column >= 1, "a node at \(node.mark)")
        switch node {
        case .scalar(let scalar):
            let text = scalar.text
            let value = scalar.value
            check(scalar.isNull == (value == .null), "'\(text)' is null exactly when its value is")
            if scalar.style != .plain || scalar.tag == "tag:yaml.org,2002:str" {
                check(value == .string(text), "'\(text)', quoted, a block or tagged !!str, is its text")
            }
        case .sequence(let sequence):
            _ = sequence.tag
            for item in sequence.items { read(item) }
        case .mapping(let mapping):
            _ = mapping.tag
            for pair in mapping.pairs {
                read(pair.key)
                read(pair.value)
            }
        }
    }
}
