import Foundation
import RefreshCodegen
import RefreshSpec
import Testing

/// Every key of the spec language, as the schema's key tables list it (the tables the decoder
/// reads), has an entry in ``KeyMapping``: an MJRefresh property or "simulation only". A key
/// added to the language without one fails here.
@Suite struct CompletenessTests {
    /// The paths of every key under `table`, `components.lastUpdated.font.size` style; the
    /// subtrees ``KeyMapping/coveredSubtrees`` names are not entered.
    static func keyPaths(of table: KeyTable, under prefix: String = "") -> [String] {
        table.keys.flatMap { key in
            let path = prefix + key.name
            guard !KeyMapping.coveredSubtrees.contains(path) else { return [path] }
            return [path] + nestedTables(of: key.type).flatMap { keyPaths(of: $0, under: path + ".") }
        }
    }

    /// The key tables a value of a type holds: mappings, list items, dictionary values.
    static func nestedTables(of type: ValueType) -> [KeyTable] {
        switch type {
        case .mapping(let table), .list(let table), .steps(let table): [table]
        case .dictionary(_, let value): nestedTables(of: value)
        case .oneOf(let types): types.flatMap(nestedTables)
        default: []
        }
    }

    @Test func everySpecKeyIsEmittedOrSimulationOnly() {
        let schema = Self.keyPaths(of: .spec)
        let mapped = KeyMapping.all.map(\.path)
        #expect(schema.count > 60)
        for path in schema {
            #expect(mapped.contains(path), "\(path) has no entry in KeyMapping: map it to Swift or to simulation only")
        }
        for path in mapped {
            #expect(schema.contains(path), "KeyMapping names \(path), which the spec language does not have")
        }
        #expect(Set(mapped).count == mapped.count, "a key is mapped twice")
    }

    @Test func docsCodegenPrintsTheTable() throws {
        let docs = try String(
            contentsOf: GeneratedSpecs.packageRoot.appendingPathComponent("docs/CODEGEN.md"), encoding: .utf8)
        #expect(docs.contains(KeyMapping.markdownTable), "docs/CODEGEN.md's table differs from KeyMapping.markdownTable")
    }
}

/// The Swift that ``KeyMapping`` promises for a component key is in the code of the codegen
/// fixtures, which set every such key: a mapping that names a property the generator never
/// writes fails here.
@Suite struct EmissionTests {
    /// The names a mapping quotes: `setTitle(_:for:)` → `setTitle`; placeholders (`make<Id>`) left out.
    static func quotedNames(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && !$0.element.contains("<") && !$0.element.contains("…") }
            .map { String($0.element.prefix { $0 != "(" }) }
    }

    @Test func everyComponentKeyMappedToSwiftIsWrittenByTheFixtures() throws {
        let code = try ["every-setting", "warnings"].map {
            try GeneratedSpecs.generate("Tests/RefreshCodegenTests/Specs/\($0).yaml").0.swift
        }.joined()
        var checked = 0
        for mapping in KeyMapping.all where mapping.path.hasPrefix("components.") {
            guard case .swift(let swift) = mapping.target else { continue }
            let names = Self.quotedNames(swift)
            guard !names.isEmpty else { continue }
            checked += 1
            #expect(names.contains { code.contains($0) }, "\(mapping.path): none of \(names) is in the fixtures' code")
        }
        #expect(checked > 25)
    }
}
