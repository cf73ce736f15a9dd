import Diagnostics
import Foundation
import YAML

/// One built-in catalog file: its locale (the file's name) and its texts in file order.
struct LocaleCatalog {
    /// A catalog file that cannot be embedded, located like a compiler error.
    struct Failure: Error {
        let file: String
        let mark: Mark
        let message: String

        var text: String { "\(file):\(mark.line):\(mark.column): error: \(message)" }
    }

    let locale: String
    let texts: [(key: String, text: String)]

    /// Reads `<locale>.json` with the project's own YAML loader (JSON is YAML), so a mistake is
    /// reported at its line and column.
    init(path: String) throws(Failure) {
        let start = Mark(line: 1, column: 1)
        let document: Document?
        do {
            document = try Document.parse(try Source.read(path: path))
        } catch let error as SourceError {
            throw Failure(file: path, mark: start, message: "cannot read: \(error.reason)")
        } catch let diagnostic as Diagnostic {
            throw Failure(file: path, mark: diagnostic.mark, message: diagnostic.message)
        } catch {
            throw Failure(file: path, mark: start, message: "\(error)")
        }
        // The document's handles are read while it is kept.
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            throw Failure(file: path, mark: document?.root.mark ?? start, message: "a catalog is one object of key → text")
        }
        texts = try mapping.pairs.map { pair throws(Failure) in
            guard case .scalar(let key) = pair.key, case .scalar(let text) = pair.value, text.style == .doubleQuoted
            else { throw Failure(file: path, mark: pair.key.mark, message: "each entry maps a key to a quoted text") }
            return (key.text, text.text)
        }
        locale = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
