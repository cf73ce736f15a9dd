import Diagnostics
import YAML

/// Where a position lies in a YAML document, as keys and indexes from the root
/// (`scenarios[1].steps[3].expect`): the innermost node starting at or before it. It names a
/// problem by what it is about rather than by line, so it stays the same when lines above move.
enum YAMLPath {
    /// The path to `mark` in `document`; empty for the root itself or a mark before any node.
    static func to(_ mark: Mark, in document: Document) -> String {
        withExtendedLifetime(document) { to(mark, from: document.root) }
    }

    /// The path to `mark` from `root`, a node of a document kept alive by the caller.
    private static func to(_ mark: Mark, from root: Document.Node) -> String {
        var path = ""
        var node = root
        while true {
            switch node {
            case .scalar:
                return path
            case .mapping(let mapping):
                guard let pair = mapping.pairs.last(where: { $0.key.mark <= mark }) else { return path }
                path += (path.isEmpty ? "" : ".") + keyText(pair.key)
                guard pair.value.mark <= mark else { return path }
                node = pair.value
            case .sequence(let sequence):
                guard let index = sequence.items.lastIndex(where: { $0.mark <= mark }) else { return path }
                path += "[\(index)]"
                node = sequence.items[index]
            }
        }
    }

    /// A scalar key's text; `?` for a key that is a collection.
    private static func keyText(_ key: Document.Node) -> String {
        if case .scalar(let scalar) = key { return scalar.text }
        return "?"
    }
}
