import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `run --format json` and `jsonl` are handed out a step at a time, so that a run whose steps each
/// show a 6 MiB label is never held whole as text (issue 36: 300 steps took 6.9 GB).
@Suite struct RunJSONStreamTests {
    /// Two scenarios (so the pieces join with commas at both levels), of 3 and 1 steps.
    static func report() throws -> SpecReport {
        let text = RunTableTests.text + "  - name: again\n    steps:\n      - wait: 0.1\n"
        let spec = try #require(Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).spec)
        return SpecRunner().run(spec, path: "feed.yaml")
    }

    @Test func theStreamedDocumentIsTheWholeOnesBytes() throws {
        let report = try Self.report()
        var pieces: [String] = []
        RunJSON.write(report) { pieces.append($0) }
        #expect(pieces.joined() == RunJSON.report(report).serialized() + "\n")
        // The opening; per scenario its opening, its steps and its closing; the closing:
        // 1 + (1 + 3 + 1) + (1 + 1 + 1) + 1 = 9 pieces, none holding more than one step.
        #expect(report.scenarios.map(\.steps.count) == [3, 1])
        #expect(pieces.count == 1 + (1 + 3 + 1) + (1 + 1 + 1) + 1)
    }

    @Test func linesAreHandedOutOneAtATime() throws {
        let report = try Self.report()
        var pieces: [String] = []
        RunJSON.lines(report) { pieces.append($0) }
        #expect(pieces.count == 4)
        #expect(pieces.allSatisfy { $0.hasSuffix("}\n") && $0.filter { $0 == "\n" }.count == 1 })
        #expect(pieces.joined() == RunJSON.lines(report))
    }
}
