import Diagnostics
import Foundation
import RefreshSpec
import Testing
import YAML

@testable import RefreshLanguageServer

/// Every "did you mean" is a quick fix: for each rule whose message suggests (the rules the
/// decoder builds with `suggesting:`), its example in Tests/Fixtures/RuleExamples gives a
/// diagnostic with suggestions, the server offers one action per suggestion at it, and
/// applying the first takes that diagnostic away.
@Suite struct QuickFixTests {
    static let root = DiagnosticsTests.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// The ids of the rules whose messages are made with suggestions, read from the sources:
    /// each `rule: .name` of a message factory (a `static func`) of Sources/RefreshSpec that
    /// passes `suggesting:`.
    static func suggestingRules() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources/RefreshSpec")
        var names: Set<String> = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for factory in text.components(separatedBy: "static func") where factory.contains("suggesting:") {
                for match in factory.matches(of: /rule: \.(\w+)/) { names.insert(String(match.1)) }
            }
        }
        return Set(SpecRule.allCases.filter { names.contains("\($0)") }.map(\.id))
    }

    /// Edits that make a rule's example suggest, where the example's mistake is too far from
    /// any word for a suggestion (`secondaryText` for the color `secondaryLabel`).
    static let closerMistakes = ["unknown-color": ("secondaryText", "secondaryLabl")]

    @Test func everyRuleThatSuggestsIsReachableAsAQuickFix() throws {
        let rules = try Self.suggestingRules()
        // unknown-key, unknown-value, invalid-locale, unknown-component, unknown-step,
        // unknown-color, unknown-label-key and unknown-locale when this was written.
        #expect(rules.count >= 8)
        for rule in rules.sorted() {
            let file = DiagnosticsTests.fixtures.appendingPathComponent("RuleExamples/\(rule)/triggers/spec.yaml")
            var text = try String(contentsOf: file, encoding: .utf8)
            if let (example, closer) = Self.closerMistakes[rule] { text = text.replacingOccurrences(of: example, with: closer) }
            let found = Spec.load(source: Source(path: Client.uri, bytes: Array(text.utf8))).diagnostics
            let suggesting = try #require(found.first { $0.rule == rule && !$0.suggestions.isEmpty }, "\(rule): no suggestion")
            let line = suggesting.mark.line - 1
            let session = ServerSession([
                Client.initialize(), Client.open(text),
                [
                    "id": 1, "method": "textDocument/codeAction",
                    "params": [
                        "textDocument": ["uri": Client.uri], "range": Client.range(line, 0, line, 0),
                        "context": ["diagnostics": []],
                    ],
                ],
            ])
            let actions = (session.response(1)?["result"] as? [[String: Any]] ?? []).filter {
                (($0["diagnostics"] as? [[String: Any]])?.first?["code"] as? String) == rule
            }
            #expect(actions.count == suggesting.suggestions.count, "\(rule)")
            let first = try #require(actions.first, "\(rule): no action")
            #expect(
                first["title"] as? String
                    == "Change '\(Self.written(at: suggesting.mark, in: text))' to '\(suggesting.suggestions[0])'")
            let fixed = try Self.apply(first, to: text)
            let after = Spec.load(source: Source(path: Client.uri, bytes: Array(fixed.utf8))).diagnostics
            #expect(after.filter { $0.rule == rule }.count < found.filter { $0.rule == rule }.count, "\(rule): \(fixed)")
        }
    }

    /// The word a diagnostic's mark starts, as the editor's document has it.
    private static func written(at mark: Mark, in text: String) -> String {
        let document = OpenDocument(uri: Client.uri, version: 1, text: text)
        return String(decoding: document.bytes[document.wordRange(at: document.offset(of: mark))], as: UTF8.self)
    }

    /// The text with an action's one edit made (UTF-16 positions).
    private static func apply(_ action: [String: Any], to text: String) throws -> String {
        let changes = try #require((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        let edit = try #require(changes[Client.uri]?.first)
        let range = try #require(TextRange(json: edit["range"]))
        var document = OpenDocument(uri: Client.uri, version: 1, text: text)
        document.replace(range, with: edit["newText"] as? String ?? "", encoding: .utf16)
        return String(decoding: document.bytes, as: UTF8.self)
    }
}
