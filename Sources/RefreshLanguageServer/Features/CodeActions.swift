import Diagnostics

/// `textDocument/codeAction`: every "did you mean" of the diagnostics in the range as a quick
/// fix that writes the suggested word in place of the one at the diagnostic's mark; then the
/// missing translations' stubs (``TranslationStubs``) and record mode's actions
/// (``RecordActions``) on the lines asked about.
enum CodeActions {
    static func actions(_ context: FeatureContext) -> Any {
        guard let analysis = context.analysis, let range = TextRange(json: context.params["range"]) else { return [Any]() }
        let document = context.document
        // The lines the request's range touches: editors ask for the cursor's line.
        let lines = [range.start, range.end].map { document.offset(of: $0, encoding: context.encoding) }
            .map { document.position(ofOffset: $0, encoding: .utf8).line }
        let asked = lines[0]...max(lines[0], lines[1])
        var actions: [JSONObject] = []
        for diagnostic in analysis.diagnostics where !diagnostic.suggestions.isEmpty {
            let words = document.wordRange(at: document.offset(of: diagnostic.mark))
            guard asked.contains(document.position(ofOffset: words.lowerBound, encoding: .utf8).line) else { continue }
            let written = String(decoding: document.bytes[words], as: UTF8.self)
            let published = PublishedDiagnostics.json(diagnostic, in: document, encoding: context.encoding)
            for (index, suggestion) in diagnostic.suggestions.enumerated() {
                let edit: JSONObject = ["range": published["range"] as Any, "newText": replacement(suggestion, for: written)]
                actions.append([
                    "title": "Change '\(written)' to '\(suggestion)'", "kind": "quickfix", "diagnostics": [published],
                    "isPreferred": index == 0 && diagnostic.suggestions.count == 1,
                    "edit": ["changes": [document.uri: [edit]]],
                ])
            }
        }
        return actions + TranslationStubs.actions(context, lines: asked) + RecordActions.actions(context, lines: asked)
    }

    /// The suggestion written as the word was: in the same quotes when it was quoted.
    private static func replacement(_ suggestion: String, for written: String) -> String {
        guard let quote = written.first, quote == "'" || quote == "\"" else { return suggestion }
        return "\(quote)\(suggestion)\(quote)"
    }
}
