extension LanguageServer {
    /// The handler of a request about a document, by method; nil for a method the server has not.
    static func feature(_ method: String) -> ((FeatureContext) -> Any)? {
        switch method {
        case "textDocument/completion": Completion.items
        case "textDocument/hover": Hover.info
        case "textDocument/definition": Navigation.definition
        case "textDocument/references": Navigation.references
        case "textDocument/codeAction": CodeActions.actions
        case "textDocument/documentSymbol": DocumentSymbols.symbols
        default: nil
        }
    }
}
