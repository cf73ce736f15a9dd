import Diagnostics
import Foundation
import RefreshSpec

/// "Add the missing translation": for a `missing-translation` finding at a locale of `strings`,
/// the key written into that locale's block, below its last text, with the text it falls back
/// to as the stub for the translator to replace.
enum TranslationStubs {
    static func actions(_ context: FeatureContext, lines: ClosedRange<Int>) -> [JSONObject] {
        guard let analysis = context.analysis else { return [] }
        let document = context.document
        var actions: [JSONObject] = []
        for diagnostic in analysis.load.diagnostics where diagnostic.rule == "missing-translation" {
            guard lines.contains(diagnostic.mark.line - 1),
                let match = diagnostic.message.firstMatch(of: /^locale '([^']+)' has no '([^']+)'/),
                let block = analysis.load.strings.locales.first(where: { $0.id == String(match.1) }),
                let last = block.entries.last
            else { continue }
            let (locale, key) = (String(match.1), String(match.2))
            let resolver = analysis.load.spec.map { StringResolver(spec: $0) }
            let stub = resolver?.resolve(key, locale: locale)?.text ?? ""
            // Below the block's last text, at its indentation.
            let lastLine = document.position(ofOffset: document.offset(of: last.keyMark), encoding: .utf8).line
            let insertAt = Position(line: lastLine + 1, character: 0)
            let indentation = String(repeating: " ", count: last.keyMark.column - 1)
            let edit: JSONObject = [
                "range": TextRange(start: insertAt, end: insertAt).json, "newText": "\(indentation)\(key): \(quoted(stub))\n",
            ]
            actions.append([
                "title": "Add '\(key)' to '\(locale)' (its fallback text, to translate)", "kind": "quickfix",
                "diagnostics": [PublishedDiagnostics.json(diagnostic, in: document, encoding: context.encoding)],
                "edit": ["changes": [document.uri: [edit]]],
            ])
        }
        return actions
    }

    /// A YAML double-quoted scalar of `text` (JSON's string form is one).
    private static func quoted(_ text: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]) else {
            return "\"\""
        }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
