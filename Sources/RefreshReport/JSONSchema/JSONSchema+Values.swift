import RefreshSpec

extension JSONSchema {
    /// `[A-Za-z][A-Za-z0-9_-]*`, as ids and color names are written.
    private static let identifierPattern = "^[A-Za-z][A-Za-z0-9_-]*$"

    /// The schema members of a value type.
    static func value(_ type: ValueType) -> [(String, JSON)] {
        switch type {
        case .number(let range): number(range)
        case .integer(let minimum, let sentinel): integer(minimum: minimum, sentinel: sentinel)
        case .exactly(let value): [("type", .string("integer")), ("const", .integer(value))]
        case .bool: [("type", .string("boolean"))]
        // Any scalar but null: the decoder reads a number or flag written unquoted as its text.
        case .string: [("type", .array([.string("string"), .string("number"), .string("boolean")]))]
        case .identifier, .componentID: pattern(identifierPattern)
        case .locale: pattern("^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$")
        case .color: pattern("^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[^#].*)$")
        case .timestamp:
            pattern("^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?([Zz]|[+-][0-9]{2}(:?[0-9]{2})?)$")
        case .timeZone: pattern("^([+-][0-9]{2}(:?[0-9]{2})?|[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z][A-Za-z0-9_+-]*)*)$")
        case .choice(let words): [("type", .string("string")), ("enum", .array(words.map(JSON.string)))]
        case .mapping(let table): members(of: object(table))
        case .list(let table): [("type", .string("array")), ("items", object(table))]
        case .steps(let table): [("type", .string("array")), ("items", step(table))]
        case .dictionary(let key, let value): dictionary(key: key, value: value)
        case .oneOf(let types): [("anyOf", .array(types.map { .object(self.value($0)) }))]
        case .nothing: [("type", .string("null"))]
        }
    }

    private static func number(_ range: ValueType.NumberRange) -> [(String, JSON)] {
        let largest = ("maximum", JSON.number(ValueType.largestMagnitude))
        return switch range {
        case .any: [("type", .string("number")), ("minimum", .number(-ValueType.largestMagnitude)), largest]
        case .positive: [("type", .string("number")), ("exclusiveMinimum", .integer(0)), largest]
        case .nonNegative: [("type", .string("number")), ("minimum", .integer(0)), largest]
        }
    }

    private static func integer(minimum: Int, sentinel: Int?) -> [(String, JSON)] {
        guard let sentinel else { return [("type", .string("integer")), ("minimum", .integer(minimum))] }
        return [
            ("type", .string("integer")),
            ("anyOf", .array([.object([("minimum", .integer(minimum))]), .object([("const", .integer(sentinel))])])),
        ]
    }

    private static func pattern(_ pattern: String) -> [(String, JSON)] {
        [("type", .string("string")), ("pattern", .string(pattern))]
    }

    private static func dictionary(key: ValueType, value: ValueType) -> [(String, JSON)] {
        var members: [(String, JSON)] = [("type", .string("object"))]
        let names = self.value(key).filter { $0.0 != "type" }
        if !names.isEmpty { members.append(("propertyNames", .object(names))) }
        members.append(("additionalProperties", .object(self.value(value))))
        return members
    }

    /// A step: a bare word (for steps that take no argument) or a mapping of exactly one step key.
    private static func step(_ table: KeyTable) -> JSON {
        let bare = table.keys.filter(\.acceptsNothing).map { JSON.string($0.name) }
        let mapping = members(of: object(table)) + [("minProperties", .integer(1)), ("maxProperties", .integer(1))]
        return .object([
            ("anyOf", .array([.object([("type", .string("string")), ("enum", .array(bare))]), .object(mapping)]))
        ])
    }

    static func members(of json: JSON) -> [(String, JSON)] {
        if case .object(let members) = json { members } else { [] }
    }
}
