import Diagnostics
import RefreshSpec
import Testing
import YAML

/// One fixture per diagnostic kind: the diagnostic lands at the marker, and nothing else is reported.
@Suite struct DiagnosticFixtureTests {
    @Test(arguments: Fixture.document) func document(_ fixture: Fixture) {
        fixture.check()
    }

    @Test(arguments: Fixture.values) func values(_ fixture: Fixture) {
        fixture.check()
    }

    @Test(arguments: Fixture.components) func components(_ fixture: Fixture) {
        fixture.check()
    }

    @Test(arguments: Fixture.strings) func strings(_ fixture: Fixture) {
        fixture.check()
    }

    @Test(arguments: Fixture.scenarios) func scenarios(_ fixture: Fixture) {
        fixture.check()
    }

    @Test func duplicateKeyNotesTheFirst() throws {
        let marked = MarkedText("version: 1\n1️⃣version: 1\n")
        let result = Spec.load(source: Source(path: "dup.yaml", bytes: Array(marked.text.utf8)))
        let duplicate = try #require(result.diagnostics.first { $0.rule == "duplicate-key" })
        #expect(duplicate.notes == [Diagnostic.Note("first defined here", at: Mark(line: 1, column: 1))])
    }

    @Test func yamlErrorIsTheOnlyDiagnostic() {
        let result = Spec.load(source: Source(path: "bad.yaml", bytes: Array("version: [1, 2\n".utf8)))
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.rule) == ["yaml-syntax"])
    }
}
