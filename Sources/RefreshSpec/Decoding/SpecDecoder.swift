import Diagnostics
import YAML

/// Walks a located node tree and builds the spec model, collecting every diagnostic on the way.
///
/// Each `decode…` method reports what is wrong with its part and returns what it could make of
/// it, so one pass finds all of a file's problems; the caller discards the spec if any is an error.
struct SpecDecoder {
    /// The file the nodes come from, for diagnostics.
    let file: String
    /// Everything found so far, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Names in `colors` whose value was reported as invalid: uses of them are not reported
    /// again as unknown colors.
    var invalidColorNames: Set<String> = []
    /// Ids of components that could not be decoded (an invalid type, say): steps and
    /// expectations naming them are not reported again as naming no component.
    var unusableComponentIDs: Set<String> = []

    init(file: String) {
        self.file = file
    }

    /// Records a diagnostic.
    mutating func report(_ message: Diagnostic.Message, at mark: Mark, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(message, file: file, at: mark, notes: notes))
    }

    /// Records diagnostics a check outside the decoder found.
    mutating func report(_ found: [Diagnostic]) {
        diagnostics += found
    }

    /// Records a wrong-type diagnostic at a node.
    mutating func reportWrongType(_ expected: String, at node: Node) {
        report(.wrongType(expected: expected, found: node.found), at: node.mark)
    }
}

extension Node {
    /// The node in words for "found …": a scalar's text in quotes, or its kind.
    var found: String {
        guard case .scalar(let scalar) = self else { return kindDescription }
        if scalar.isNull { return scalar.text.isEmpty ? "nothing" : "null" }
        let text = scalar.text.count > 40 ? scalar.text.prefix(37) + "..." : Substring(scalar.text)
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        return quoted ? "the quoted text '\(text)'" : "'\(text)'"
    }
}
