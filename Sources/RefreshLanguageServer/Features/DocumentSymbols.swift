import Diagnostics

/// `textDocument/documentSymbol`: the components and the scenarios, for the editor's outline.
enum DocumentSymbols {
    /// LSP's `SymbolKind`s used.
    private static let object = 19
    private static let function = 12

    static func symbols(_ context: FeatureContext) -> Any {
        guard let outline = context.analysis?.outline else { return [Any]() }
        let components = outline.components.map { component in
            symbol(
                component.id, detail: component.type ?? "", kind: object, name: component.idMark, from: component.start,
                to: component.end, context)
        }
        let scenarios = outline.scenarios.map { scenario in
            symbol(
                scenario.name, detail: "scenario", kind: function, name: scenario.nameMark, from: scenario.start,
                to: scenario.end, context)
        }
        return components + scenarios
    }

    /// A `DocumentSymbol` whose range runs from `start` to where what follows it starts (or the
    /// end of the text), and whose selection is its name.
    private static func symbol(
        _ name: String, detail: String, kind: Int, name nameMark: Mark, from start: Mark, to end: Mark?, _ context: FeatureContext
    ) -> JSONObject {
        let document = context.document
        let first = document.position(ofOffset: document.offset(of: start), encoding: context.encoding)
        let endOffset = end.map(document.offset(of:)) ?? document.bytes.count
        var selection = context.range(at: nameMark)
        let last = document.position(ofOffset: max(endOffset, document.offset(of: nameMark)), encoding: context.encoding)
        if selection.end.line > last.line || (selection.end.line == last.line && selection.end.character > last.character) {
            selection.end = last
        }
        return [
            "name": name.isEmpty ? "(unnamed)" : name, "detail": detail, "kind": kind,
            "range": TextRange(start: first, end: last).json, "selectionRange": selection.json,
        ]
    }
}
