import Diagnostics
import RefreshSpec
import Testing
import YAML

/// A file keeps its first 1,000 diagnostics by position, then one note located at the first
/// one left out that says how many more there were; an error among those makes the note an error.
@Suite struct DiagnosticLimitTests {
    /// A valid spec followed by `count` unknown top-level keys, one per line from line 5.
    static func spec(unknownKeys count: Int) -> String {
        "version: 1\nscrollView: {frame: {width: 375, height: 667}}\ncomponents:\n  - {id: header, type: header}\n"
            + (0..<count).map { "stray\($0): 1\n" }.joined()
    }

    static func load(_ text: String) -> [Diagnostic] {
        Spec.load(source: Source(path: "many.yaml", bytes: Array(text.utf8))).diagnostics
    }

    @Test func theFirstThousandAreKeptThenANote() throws {
        let diagnostics = Self.load(Self.spec(unknownKeys: 2_500))
        #expect(diagnostics.count == 1_001)
        #expect(diagnostics.prefix(1_000).allSatisfy { $0.rule == "unknown-key" })
        #expect(diagnostics[999].mark.line == 1_004)
        let note = try #require(diagnostics.last)
        #expect(
            "\(note.mark) \(note.severity) \(note.rule): \(note.message)"
                == "1005:1 error diagnostic-limit: 1500 more diagnostics not shown; a file keeps its first 1000 by position")
    }

    /// An alias repeats the anchored color's error at the same place: it counts once, also
    /// among those left out after compactions (2,500 unknown keys and one bad color: 1,501 more).
    @Test func anAliasRepeatCountsOnceAmongThoseLeftOut() throws {
        let colors = "colors: {a: &c '#GG0000', b: *c, c: *c}\n"
        let diagnostics = Self.load(Self.spec(unknownKeys: 2_500) + colors)
        let note = try #require(diagnostics.last)
        #expect(diagnostics.count == 1_001)
        #expect(note.message == "1501 more diagnostics not shown; a file keeps its first 1000 by position")
        let few = Self.load(Self.spec(unknownKeys: 2) + colors)
        #expect(few.filter { $0.rule == "invalid-color" }.count == 1)
    }

    @Test func aThousandDiagnosticsNeedNoNote() {
        let diagnostics = Self.load(Self.spec(unknownKeys: 1_000))
        #expect(diagnostics.count == 1_000)
        #expect(!diagnostics.contains { $0.rule == "diagnostic-limit" })
    }

    @Test func warningsLeftOutMakeAWarning() throws {
        let strings = (0..<1_200).map { "    unused\($0): text\n" }.joined()
        let diagnostics = Self.load(Self.spec(unknownKeys: 0) + "strings:\n  en:\n" + strings)
        let note = try #require(diagnostics.last)
        #expect(diagnostics.count == 1_001)
        #expect(
            "\(note.mark) \(note.severity) \(note.rule): \(note.message)"
                == "1007:5 warning diagnostic-limit: 200 more diagnostics not shown; a file keeps its first 1000 by position")
    }
}
