import Foundation
import Testing

/// The fixtures of docs/SCHEMA.md's table of differences between the schema and `validate`:
/// `validate` gives the verdict each one's first line says (.ci/check-schema.py checks the
/// schema's with a real JSON Schema validator).
@Suite struct SchemaDifferenceTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Schema/differ")

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func everyDifferenceInTheDocsHasAFixture() throws {
        let docs = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/SCHEMA.md"), encoding: .utf8)
        #expect(Self.fixtures.count == 7)
        for fixture in Self.fixtures { #expect(docs.contains("`\(fixture)`"), "docs/SCHEMA.md does not list \(fixture)") }
    }

    @Test(arguments: fixtures)
    func validateGivesTheVerdictTheFixtureSays(_ fixture: String) throws {
        let path = Self.folder.appendingPathComponent(fixture).path
        let firstLine = try #require(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first)
        let expected = firstLine.contains("validate=accepts") ? Int32(0) : 1
        #expect(firstLine.contains("validate=accepts") || firstLine.contains("validate=rejects"))
        #expect(try CommandRunner.run(["validate", "--quiet", path]).status == expected)
    }
}
