import Foundation
import RefreshCore
import RefreshReport
import RefreshSpec
import Testing

/// The schema is generated from the key tables; these tests walk the tables the decoder reads and
/// fail when a key it knows has no place in the schema.
@Suite struct JSONSchemaTests {
    private typealias Object = [String: Any]

    private static func schema() throws -> Object {
        let text = JSONSchema.spec().prettyPrinted()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Object)
    }

    @Test func declaresDraft2020AndClosesTheTopLevel() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(Set(schema["required"] as? [String] ?? []) == ["version", "scrollView", "components"])
    }

    /// `version: 1.0` is not the integer 1 to the decoder; the schema says integer, not just 1.
    @Test func versionIsTheInteger1() throws {
        let version = try #require((try Self.schema()["properties"] as? Object)?["version"] as? Object)
        #expect(version["type"] as? String == "integer")
        #expect(version["const"] as? Int == 1)
    }

    /// `expect: header`, `{header: }` and `{scrollView: }` are placeholders the decoder accepts
    /// (with a warning) and `test --update=missing` fills in: the schema lets an editor accept them.
    @Test func expectAcceptsPlaceholders() throws {
        let schema = try Self.schema()
        let scenarios = try #require((schema["properties"] as? Object)?["scenarios"] as? Object)
        let scenario = try #require(scenarios["items"] as? Object)
        let steps = try #require((scenario["properties"] as? Object)?["steps"] as? Object)
        let forms = try #require((steps["items"] as? Object)?["anyOf"] as? [Object])
        let expects = forms.compactMap { ($0["properties"] as? Object)?["expect"] as? Object }
        let expect = try #require(expects.first)
        let argument = try #require(expect["anyOf"] as? [Object])
        #expect(argument.contains { $0["type"] as? String == "string" }, "a subject's name alone")
        let subjects = try #require(argument.first { $0["type"] as? String == "object" })
        let component = try #require((subjects["additionalProperties"] as? Object)?["anyOf"] as? [Object])
        #expect(component.contains { $0["type"] as? String == "null" }, "a component id with no value")
        let scrollView = try #require(((subjects["properties"] as? Object)?["scrollView"] as? Object)?["anyOf"] as? [Object])
        #expect(scrollView.contains { $0["type"] as? String == "null" }, "scrollView with no value")
    }

    @Test func everyKeyTheDecoderKnowsIsInTheSchema() throws {
        var missing: [String] = []
        check(.spec, try Self.schema(), path: "spec", missing: &missing)
        #expect(missing.isEmpty, "missing from the schema: \(missing.joined(separator: ", "))")
    }

    @Test func carriesEnumsDefaultsAndDescriptions() throws {
        let scrollView = try #require((try Self.schema()["properties"] as? Object)?["scrollView"] as? Object)
        let kind = try #require((scrollView["properties"] as? Object)?["kind"] as? Object)
        #expect(kind["enum"] as? [String] == ScrollViewKind.allCases.map(\.rawValue))
        #expect(kind["default"] as? String == "table")
        #expect((kind["description"] as? String)?.isEmpty == false)
    }

    @Test func componentConditionsForbidKeysOfOtherTypes() throws {
        let components = try #require((try Self.schema()["properties"] as? Object)?["components"] as? Object)
        let conditions = try #require((components["items"] as? Object)?["allOf"] as? [Object])
        let trailer = try #require(
            conditions.first { condition in
                let test = (condition["if"] as? Object)?["properties"] as? Object
                return (test?["type"] as? Object)?["const"] as? String == "trailer"
            })
        let forbidden = try #require((trailer["then"] as? Object)?["properties"] as? Object)
        #expect(forbidden["height"] as? Bool == false)
        #expect(forbidden["width"] == nil)
    }

    private func check(_ table: KeyTable, _ schema: Object?, path: String, missing: inout [String]) {
        let schema = schema.map(Self.objectForm)
        let properties = schema?["properties"] as? Object ?? [:]
        for key in table.keys {
            guard let property = properties[key.name] as? Object else {
                missing.append("\(path).\(key.name)")
                continue
            }
            descend(key.type, property, path: "\(path).\(key.name)", missing: &missing)
        }
        if table === KeyTable.expectation {
            check(.expectComponent, schema?["additionalProperties"] as? Object, path: "\(path).<component id>", missing: &missing)
        }
    }

    /// The alternative of an `anyOf` (a placeholder's `null` or name beside a mapping) that is
    /// a mapping; the schema itself when it has no alternatives.
    private static func objectForm(_ schema: Object) -> Object {
        guard let forms = schema["anyOf"] as? [Object] else { return schema }
        return forms.first { $0["properties"] != nil || $0["anyOf"] != nil }.map(objectForm) ?? schema
    }

    private func descend(_ type: ValueType, _ schema: Object, path: String, missing: inout [String]) {
        switch type {
        case .mapping(let table): check(table, schema, path: path, missing: &missing)
        case .list(let table): check(table, schema["items"] as? Object, path: path + "[]", missing: &missing)
        case .steps(let table):
            let forms = (schema["items"] as? Object)?["anyOf"] as? [Object] ?? []
            check(table, forms.first { $0["properties"] != nil }, path: path + "[]", missing: &missing)
        case .dictionary(_, let value):
            descend(value, schema["additionalProperties"] as? Object ?? [:], path: path + ".*", missing: &missing)
        case .oneOf(let types):
            let forms = schema["anyOf"] as? [Object] ?? []
            for (type, form) in zip(types, forms) { descend(type, form, path: path, missing: &missing) }
        default: break
        }
    }
}
