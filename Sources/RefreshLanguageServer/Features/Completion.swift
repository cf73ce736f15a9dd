import RefreshCore
import RefreshSpec

/// `textDocument/completion`: what may be written at the cursor, from the key tables: keys the
/// mapping does not have yet, enum values, component ids, string keys, locales and step names,
/// each documented.
enum Completion {
    /// LSP's `CompletionItemKind`s used.
    private enum Kind: Int {
        case function = 3, field = 5, value = 12, enumMember = 20, property = 10, reference = 18
    }

    static func items(_ context: FeatureContext) -> Any {
        guard let offset = context.offset else { return [Any]() }
        let cursor = CursorContext(at: offset, in: context.document)
        let place = SchemaPlace(path: cursor.path)
        let items: [JSONObject]
        switch cursor.slot {
        case .key:
            items = keys(at: place, present: cursor.present, context: context).filter {
                cursor.present[$0["label"] as? String ?? ""] == nil
            }
        case .value(let key, _):
            items = values(of: key, at: place, context: context)
        }
        return ["isIncomplete": false, "items": items]
    }

    /// The keys a mapping at `place` may have; in a component, those that apply to the `type`
    /// and `style` it has written (`present`).
    private static func keys(at place: SchemaPlace, present: [String: String], context: FeatureContext) -> [JSONObject] {
        switch place {
        case .table(let table):
            let kind: Kind = table === KeyTable.step ? .function : .property
            let type = present["type"].flatMap { ComponentType(rawValue: $0.unquoted) }
            let style = present["style"].flatMap { ComponentStyle(rawValue: $0.unquoted) }
            return table.keys.filter { $0.applies(to: type, style: style) }.map { key in
                let insert = key.acceptsNothing && table === KeyTable.step ? key.name : key.name + ": "
                return item(
                    key.name, kind: kind, detail: KeyDocumentation.words(key.type), doc: KeyDocumentation.markdown(key),
                    insert: insert)
            }
        case .expectation:
            return [item("scrollView", kind: .field, detail: "scroll view fields", insert: "scrollView: ")]
                + context.componentIDs.map { item($0, kind: .reference, detail: "component", insert: $0 + ": ") }
        case .locales:
            return context.locales.map { item($0, kind: .enumMember, detail: "locale", insert: $0 + ":") }
        case .stringKeys:
            return context.stringKeys.map {
                item($0, kind: .field, detail: "string key", doc: texts(of: $0, context), insert: $0 + ": ")
            }
        case .labels:
            return RefreshState.allCases.map { item($0.rawValue, kind: .enumMember, detail: "state", insert: $0.rawValue + ": ") }
        case .componentFlags:
            return context.componentIDs.map { item($0, kind: .reference, detail: "component", insert: $0 + ": ") }
        case .unknown:
            return []
        }
    }

    /// The values `key` of a mapping at `place` may take.
    private static func values(of key: String, at place: SchemaPlace, context: FeatureContext) -> [JSONObject] {
        switch place {
        case .table(let table):
            guard let description = table[key] else { return [] }
            return values(of: description.type, types: description.componentTypes, context: context)
        case .labels:
            return context.stringKeys.map { item($0, kind: .value, detail: "string key", doc: texts(of: $0, context)) }
        case .componentFlags:
            return ["true", "false"].map { item($0, kind: .value) }
        case .expectation, .locales, .stringKeys, .unknown:
            return []
        }
    }

    private static func values(of type: ValueType, types: [ComponentType]?, context: FeatureContext) -> [JSONObject] {
        switch type {
        case .choice(let words): return words.map { item($0, kind: .enumMember) }
        case .bool: return ["true", "false"].map { item($0, kind: .value) }
        case .locale: return context.locales.map { item($0, kind: .enumMember, detail: "locale") }
        case .componentID:
            let components = context.analysis?.outline.components ?? []
            return components.filter { component in
                types.map { types in types.contains { $0.rawValue == component.type } } ?? true
            }.map { item($0.id, kind: .reference, detail: $0.type ?? "component") }
        case .color:
            let names = context.analysis?.load.spec?.colors.keys.sorted() ?? []
            return names.map { item($0, kind: .value, detail: "color") }
        case .oneOf(let forms): return forms.flatMap { values(of: $0, types: types, context: context) }
        default: return []
        }
    }

    /// A label key's text in every locale that has one, as hover shows it.
    static func texts(of key: String, _ context: FeatureContext) -> String {
        LabelTexts(key: key, context: context).markdown
    }

    private static func item(_ label: String, kind: Kind, detail: String? = nil, doc: String? = nil, insert: String? = nil)
        -> JSONObject
    {
        var object: JSONObject = ["label": label, "kind": kind.rawValue]
        if let detail { object["detail"] = detail }
        if let doc { object["documentation"] = ["kind": "markdown", "value": doc] }
        if let insert { object["insertText"] = insert }
        return object
    }
}
