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

    /// A mapping of many keys (looked up through an index rather than a scan) finds the same
    /// duplicates: `strings.en` with keys k0…k99 and k7 again on line 104 (line 1 `version`,
    /// 2 `strings:`, 3 `en:`, k0…k99 on lines 4…103, so the first k7 on line 11).
    @Test func duplicateKeyInALargeMappingNotesTheFirst() throws {
        let keys = (0..<100).map { "    k\($0): text\n" }.joined()
        let text = "version: 1\nstrings:\n  en:\n" + keys + "    k7: again\n"
        let result = Spec.load(source: Source(path: "dup.yaml", bytes: Array(text.utf8)))
        let duplicates = result.diagnostics.filter { $0.rule == "duplicate-key" }
        #expect(duplicates.map(\.mark) == [Mark(line: 104, column: 5)])
        #expect(duplicates.first?.notes == [Diagnostic.Note("first defined here", at: Mark(line: 11, column: 5))])
    }

    @Test func yamlErrorIsTheOnlyDiagnostic() {
        let result = Spec.load(source: Source(path: "bad.yaml", bytes: Array("version: [1, 2\n".utf8)))
        #expect(result.spec == nil)
        #expect(result.diagnostics.map(\.rule) == ["yaml-syntax"])
    }
}
