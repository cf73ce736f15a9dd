import Diagnostics

/// A diagnostic as `textDocument/publishDiagnostics` carries it: the same rule id (`code`),
/// message and severity as `validate` prints, its range the word at its mark, its notes as
/// related information (a note that points nowhere points at the diagnostic), and its
/// suggestions as data for the quick fixes. Their number is bounded as the CLI's is: the
/// loader keeps at most a thousand and the runner a thousand failed expectations.
enum PublishedDiagnostics {
    /// The `params` of `textDocument/publishDiagnostics` for `diagnostics` of `document`.
    static func params(_ diagnostics: [Diagnostic], in document: OpenDocument, encoding: PositionEncoding) -> JSONObject {
        [
            "uri": document.uri, "version": document.version,
            "diagnostics": diagnostics.map { json($0, in: document, encoding: encoding) },
        ]
    }

    /// One diagnostic's JSON.
    static func json(_ diagnostic: Diagnostic, in document: OpenDocument, encoding: PositionEncoding) -> JSONObject {
        let range = range(at: diagnostic.mark, in: document, encoding: encoding)
        var object: JSONObject = [
            "range": range.json, "severity": diagnostic.severity == .error ? 1 : 2, "code": diagnostic.rule,
            "source": "refreshspec", "message": diagnostic.message,
        ]
        if !diagnostic.notes.isEmpty {
            object["relatedInformation"] = diagnostic.notes.map { note in
                let place = note.mark.map { Self.range(at: $0, in: document, encoding: encoding) } ?? range
                return ["location": ["uri": document.uri, "range": place.json], "message": note.message] as JSONObject
            }
        }
        if !diagnostic.suggestions.isEmpty { object["data"] = ["suggestions": diagnostic.suggestions] }
        return object
    }

    /// The range of the word a mark starts (at least one character, for the editor to show).
    static func range(at mark: Mark, in document: OpenDocument, encoding: PositionEncoding) -> TextRange {
        let words = document.wordRange(at: document.offset(of: mark))
        let start = document.position(ofOffset: words.lowerBound, encoding: encoding)
        var end = document.position(ofOffset: words.upperBound, encoding: encoding)
        if end == start { end.character += 1 }
        return TextRange(start: start, end: end)
    }
}
