import Foundation
import RefreshSpec
import Testing
import YAML

@testable import RefreshLanguageServer

/// The code actions beyond "did you mean": record mode's, the missing translation's stub, and
/// the value the run gives at an `expect` field (``Specs/feed``: the expect is line 20).
@Suite struct RecordAndStubActionTests {
    private func actions(_ spec: String, line: Int) -> [[String: Any]] {
        let session = ServerSession([
            Client.initialize(), Client.open(spec),
            [
                "id": 1, "method": "textDocument/codeAction",
                "params": [
                    "textDocument": ["uri": Client.uri], "range": Client.range(line, 0, line, 0), "context": ["diagnostics": []],
                ],
            ],
        ])
        return session.response(1)?["result"] as? [[String: Any]] ?? []
    }

    private func newText(_ action: [String: Any]?) -> String? {
        let changes = (action?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        return changes?[Client.uri]?.first?["newText"] as? String
    }

    /// Dragging 100 pt puts offsetY at -100, below the header's -0 - 54 = -54: pulling.
    @Test func hoverOnAnExpectFieldGivesTheRunsValue() {
        let session = ServerSession([
            Client.initialize(), Client.open(Specs.feed),
            Client.request(1, "textDocument/hover", line: 20, character: 27),
        ])
        let contents = (session.response(1)?["result"] as? [String: Any])?["contents"] as? [String: Any]
        let text = contents?["value"] as? String ?? ""
        #expect(text.hasPrefix("**state** — one of"))
        #expect(text.hasSuffix("The run gives 'pulling' here."))
    }

    @Test func aFailedExpectationIsUpdatedByRecordMode() throws {
        let spec = Specs.feed.replacingOccurrences(of: "state: refreshing", with: "state: pulling")
            .replacingOccurrences(of: "{state: pulling}", with: "{state: refreshing}")
        let update = actions(spec, line: 20).first { ($0["title"] as? String) == "Update the failed expectations of 'pull'" }
        let updated = try #require(newText(update))
        #expect(updated == Specs.feed)
    }

    @Test func aScenarioWithoutExpectationsIsRecorded() throws {
        let spec = Specs.feed + "  - name: begin\n    steps:\n      - beginRefreshing: header\n"
        let line = spec.components(separatedBy: "\n").firstIndex(of: "  - name: begin") ?? 0
        let record = actions(spec, line: line).first { ($0["title"] as? String) == "Record the expectations of 'begin'" }
        let recorded = try #require(newText(record))
        #expect(recorded.hasPrefix(spec))
        #expect(recorded.contains("- expect:"))
        #expect(Spec.load(source: Source(path: "recorded.yaml", bytes: Array(recorded.utf8))).spec != nil)
    }

    /// fr lacks `feed.pulling`, which en has: the stub is en's text, under fr's last text.
    @Test func aMissingTranslationGetsAStubInItsLocale() throws {
        let spec = Specs.feed.replacingOccurrences(
            of: "    feed.idle: Pull to load\n", with: "    feed.idle: Pull to load\n    feed.pulling: Release\n"
        )
        .replacingOccurrences(of: "labels: {idle: feed.idle}", with: "labels: {idle: feed.idle, pulling: feed.pulling}")
        let found = Spec.load(source: Source(path: "spec.yaml", bytes: Array(spec.utf8))).diagnostics
        let missing = try #require(found.first { $0.rule == "missing-translation" })
        let stub = actions(spec, line: missing.mark.line - 1).first {
            ($0["title"] as? String) == "Add 'feed.pulling' to 'fr' (its fallback text, to translate)"
        }
        #expect(newText(stub) == "    feed.pulling: \"Release\"\n")
        // Inserted at the start of the line after fr's `feed.idle: Tirez`.
        let tirez = spec.components(separatedBy: "\n").firstIndex(of: "    feed.idle: Tirez") ?? -1
        let changes = (stub?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        let start = (changes?[Client.uri]?.first?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == tirez + 1)
        #expect(start?["character"] as? Int == 0)
        let fixed = spec.replacingOccurrences(
            of: "    feed.idle: Tirez\n", with: "    feed.idle: Tirez\n    feed.pulling: \"Release\"\n")
        let after = Spec.load(source: Source(path: "spec.yaml", bytes: Array(fixed.utf8))).diagnostics
        #expect(!after.contains { $0.rule == "missing-translation" })
    }
}
