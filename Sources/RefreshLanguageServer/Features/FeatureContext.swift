import Diagnostics
import RefreshSpec

/// What a feature request is asked of: the document, its analysis, the session's position
/// encoding and the request's parameters.
struct FeatureContext {
    let document: OpenDocument
    let analysis: Analysis?
    let encoding: PositionEncoding
    let params: JSONObject

    /// The byte offset of the request's `position`, if it has one.
    var offset: Int? {
        Position(json: params["position"]).map { document.offset(of: $0, encoding: encoding) }
    }

    /// The LSP range of the word a mark starts.
    func range(at mark: Mark) -> TextRange {
        PublishedDiagnostics.range(at: mark, in: document, encoding: encoding)
    }

    /// An LSP `Location` in this document.
    func location(_ mark: Mark) -> JSONObject {
        ["uri": document.uri, "range": range(at: mark).json]
    }

    /// The component ids the spec has.
    var componentIDs: [String] {
        analysis?.outline.components.map(\.id) ?? []
    }

    /// The locales the spec's `strings` has, then the built-in ones and the pseudo-locales.
    var locales: [String] {
        let own = analysis?.names.strings.locales.map(\.id) ?? []
        let builtIn = LabelCatalog.builtIn.locales.keys.sorted() + PseudoLocale.allCases.map(\.rawValue)
        return own + builtIn.filter { !own.contains($0) }
    }

    /// The string keys the spec's `strings` has, then the built-in ones.
    var stringKeys: [String] {
        var seen: Set<String> = []
        let own = analysis?.names.strings.locales.flatMap { $0.entries.map(\.key) } ?? []
        return (own + LabelCatalog.builtIn.keys.sorted()).filter { seen.insert($0).inserted }
    }
}
