import RefreshCore
import RefreshSpec

/// The JSON Schema (draft 2020-12) of the spec language, generated from the key tables the
/// decoder reads, so that it names the same keys, types, enums and defaults: editors such as
/// yaml-language-server use it for completion and checks while a spec is written.
public enum JSONSchema {
    /// The schema of a spec file.
    public static func spec() -> JSON {
        let heading: [(String, JSON)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("refreshspec spec, version 1")),
            ("description", .string("One scroll view, its MJRefresh-style refresh components, strings, colors and scenarios.")),
        ]
        return .object(heading + members(of: object(.spec)))
    }

    /// A mapping with a table's keys: each key's schema, the required ones, nothing else.
    static func object(_ table: KeyTable) -> JSON {
        if table === KeyTable.expectation { return expectation }
        var members: [(String, JSON)] = [
            ("type", .string("object")),
            ("properties", .object(table.keys.map { ($0.name, property($0)) })),
        ]
        let required = table.keys.filter { $0.isRequired && $0.requiredUnless == nil }.map { JSON.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        for key in table.keys where key.isRequired {
            guard let alternative = key.requiredUnless else { continue }
            let either: [JSON] = [key.name, alternative].map { .object([("required", .array([.string($0)]))]) }
            members.append(("anyOf", .array(either)))
        }
        members.append(("additionalProperties", .bool(false)))
        if table === KeyTable.component { members.append(("allOf", .array(ComponentConditions.all))) }
        return .object(members)
    }

    /// An `expect` step's argument: `scrollView` and, besides it, every key a component id with
    /// that component's fields; a subject written with no fields (`{header: {}}`, `{header: }`)
    /// or named alone (`expect: header`) is a placeholder `test --update=missing` fills in.
    private static var expectation: JSON {
        let subjects: JSON = .object([
            ("type", .string("object")),
            ("properties", .object(KeyTable.expectation.keys.map { ($0.name, orNull(property($0))) })),
            ("additionalProperties", orNull(object(.expectComponent))),
        ])
        let name: JSON = .object([
            ("type", .string("string")),
            ("description", .string("scrollView or a component id, with no fields yet: test --update=missing fills them in")),
        ])
        return .object([("anyOf", .array([subjects, name]))])
    }

    /// A schema that also accepts nothing (`header:` with no value).
    private static func orNull(_ schema: JSON) -> JSON {
        .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }

    /// A key's schema: its value type's, with the summary, the default and, for a list that
    /// must be present, at least one item.
    static func property(_ key: KeyDescription) -> JSON {
        var members = value(key.type)
        if let maximum = key.maximum {
            members.removeAll { $0.0 == "maximum" }
            members.append(("maximum", .number(maximum)))
        }
        var description = key.summary
        switch key.defaultValue {
        case .number(let number): members.append(("default", .number(number)))
        case .integer(let integer): members.append(("default", .integer(integer)))
        case .bool(let flag): members.append(("default", .bool(flag)))
        case .string(let text): members.append(("default", .string(text)))
        case .numberByType(let values):
            let list = ComponentType.allCases.compactMap { type in
                values[type].map { "\(type.rawValue) \(JSON.format($0))" }
            }
            description += " (default: \(list.joined(separator: ", ")))"
        case .computed(let words): description += " (default: \(words))"
        case nil: break
        }
        if let types = key.componentTypes, case .componentID = key.type {
            description += " (a \(types.map(\.rawValue).joined(separator: ", ")))"
        }
        if key.isRequired, case .list = key.type { members.append(("minItems", .integer(1))) }
        return .object([("description", .string(description))] + members)
    }
}
