import Diagnostics
import Foundation

/// `textDocument/definition` and `textDocument/references`: a label key and its `strings`
/// entries, a component id in a step or `expect` and the component.
enum Navigation {
    /// A label key's `strings` entries (every locale's); a component id's `id:`.
    static func definition(_ context: FeatureContext) -> Any {
        guard let word = word(context) else { return NSNull() }
        if let component = context.analysis?.outline.component(word) { return [context.location(component.idMark)] }
        let entries = stringEntries(word, context)
        return entries.isEmpty ? NSNull() : entries.map(context.location) as Any
    }

    /// Every place a component id or a string key is written: the definition (when the client
    /// asks for it) and each use.
    static func references(_ context: FeatureContext) -> Any {
        guard let word = word(context), let outline = context.analysis?.outline else { return [Any]() }
        let declarations = (context.params["context"] as? JSONObject)?["includeDeclaration"] as? Bool ?? true
        var marks: [Mark]
        if let component = outline.component(word) {
            marks = (declarations ? [component.idMark] : []) + outline.componentUses.filter { $0.word == word }.map(\.mark)
        } else {
            marks =
                (declarations ? stringEntries(word, context) : []) + outline.labelKeyUses.filter { $0.word == word }.map(\.mark)
        }
        marks.sort()
        return marks.map(context.location)
    }

    private static func word(_ context: FeatureContext) -> String? {
        context.offset.flatMap { Hover.word(at: $0, in: context.document)?.text }
    }

    /// Where each locale of `strings` writes `key`.
    private static func stringEntries(_ key: String, _ context: FeatureContext) -> [Mark] {
        (context.analysis?.names.strings.locales ?? []).flatMap { locale in locale.entries.filter { $0.key == key }.map(\.keyMark)
        }
    }
}
