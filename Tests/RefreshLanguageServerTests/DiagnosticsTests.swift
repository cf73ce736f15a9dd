import Diagnostics
import Foundation
import RefreshSpec
import Testing
import YAML

@testable import RefreshLanguageServer

/// Diagnostics on open and change: `validate`'s, at positions in the client's encoding.
@Suite struct DiagnosticsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every spec of the rule examples and the broken fixtures: the server publishes what
    /// `validate` finds, rule for rule, message for message, at the same lines.
    @Test func theServerPublishesWhatValidateFinds() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.fixtures.path)
            .filter {
                ($0.hasPrefix("RuleExamples/") && $0.hasSuffix("triggers/spec.yaml"))
                    || $0.hasPrefix("Broken/") && $0.hasSuffix(".yaml")
            }
            .sorted()
        #expect(files.count > 40)
        var compared = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(file)))
            guard let text = String(validating: bytes, as: UTF8.self) else { continue }  // JSON carries only text
            let expected = Spec.load(source: Source(path: "/project/spec.yaml", bytes: bytes)).diagnostics
            let published = ServerSession([Client.initialize(), Client.open(text)]).diagnostics()
            let ownFindings = published.filter {
                ($0["code"] as? String) != "expectation-failed" && ($0["code"] as? String) != "failure-limit"
            }
            #expect(ownFindings.map { $0["code"] as? String } == expected.map(\.rule), "\(file)")
            #expect(ownFindings.map { $0["message"] as? String } == expected.map(\.message), "\(file)")
            #expect(
                ownFindings.map { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int }
                    == expected.map { $0.mark.line - 1 }, "\(file)")
            #expect(ownFindings.map { $0["severity"] as? Int } == expected.map { $0.severity == .error ? 1 : 2 }, "\(file)")
            compared += expected.count
        }
        #expect(compared > 50)
    }

    /// `strict` (initializationOptions) makes every warning an error, as `validate --strict`.
    @Test func strictMakesWarningsErrors() {
        let spec = Specs.feed.replacingOccurrences(of: "  fr:\n    feed.idle: Tirez\n", with: "  fr:\n    feed.idel: Tirez\n")
        let lenient = ServerSession([Client.initialize(), Client.open(spec)]).diagnostics()
        let strict = ServerSession([Client.initialize(strict: true), Client.open(spec)]).diagnostics()
        #expect(!lenient.isEmpty)
        #expect(lenient.allSatisfy { $0["severity"] as? Int == 2 })
        #expect(strict.count == lenient.count)
        #expect(strict.allSatisfy { $0["severity"] as? Int == 1 })
    }

    /// An unknown state after Chinese text and an emoji on its line, in both encodings. The line
    /// is `    labels: {idle: 下拉, pulling: 🙂, refrshing: feed.idle}`: before `refrshing`
    /// come 4 + 15 (`labels: {idle: `) ASCII characters, 下拉, 2 (`, `) + 9 (`pulling: `), 🙂 and 2 (`, `).
    /// UTF-16: 19 + 2 + 11 + 2 (🙂 is a surrogate pair) + 2 = 36; UTF-8: 19 + 6 + 11 + 4 + 2 = 42.
    @Test(arguments: [("utf-16", 36), ("utf-8", 42)])
    func positionsCountTheClientsUnits(encoding: String, character: Int) {
        let spec = Specs.feed.replacingOccurrences(
            of: "    labels: {idle: feed.idle}", with: "    labels: {idle: 下拉, pulling: 🙂, refrshing: feed.idle}")
        let diagnostics = ServerSession([Client.initialize(encodings: [encoding]), Client.open(spec)]).diagnostics()
        let unknown = diagnostics.first { ($0["message"] as? String)?.contains("refrshing") ?? false }
        let range = unknown?["range"] as? [String: Any]
        #expect((range?["start"] as? [String: Any])?["character"] as? Int == character)
        // The range covers the word: 9 characters in either encoding (ASCII).
        #expect((range?["end"] as? [String: Any])?["character"] as? Int == character + 9)
        #expect((unknown?["data"] as? [String: Any])?["suggestions"] as? [String] == ["refreshing"])
    }

    /// An incremental change puts a typo in; a full change takes it out. A burst of changes
    /// arriving together is checked once, for its last version.
    @Test func changesAreAppliedAndABurstIsCheckedOnce() {
        let line = Specs.feed.components(separatedBy: "\n").firstIndex(of: "    type: header")!
        // Replace `header` (characters 10–16) of `    type: header` with `heder`.
        let typo = Client.change("heder", range: Client.range(line, 10, line, 16), version: 2)
        var messages = [Client.initialize(), Client.open(Specs.feed), typo]
        for version in 3...50 { messages.append(Client.change(Specs.feed, version: version)) }
        messages.append(Client.change(Specs.feed.replacingOccurrences(of: "type: header", with: "type: heder"), version: 51))
        let session = ServerSession(messages)
        let published = session.responses.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.count == 1)
        #expect((published.first?["params"] as? [String: Any])?["version"] as? Int == 51)
        let messagesOut = session.diagnostics().compactMap { $0["message"] as? String }
        #expect(messagesOut.contains { $0.hasPrefix("unknown type 'heder'") })
    }

    /// One change at a time: the incremental edit alone gives the typo's diagnostic.
    @Test func anIncrementalChangeEditsTheText() {
        let line = Specs.feed.components(separatedBy: "\n").firstIndex(of: "    type: header")!
        let typo = Client.change("heder", range: Client.range(line, 10, line, 16), version: 2)
        let input = [Client.initialize(), Client.open(Specs.feed)].flatMap(ServerSession.frame) + ServerSession.frame(typo)
        // One byte at a time, so the open is published before the change arrives.
        let session = ServerSession(bytes: input, chunk: 1)
        #expect(session.diagnostics().compactMap { $0["message"] as? String }.contains { $0.hasPrefix("unknown type 'heder'") })
    }

    /// A small spec is run on every change: a failed expectation shows at its `expect`.
    @Test func failedExpectationsShowAtTheirExpect() {
        let spec = Specs.feed.replacingOccurrences(of: "state: pulling", with: "state: refreshing")
        let failed = ServerSession([Client.initialize(), Client.open(spec)]).diagnostics()
        #expect(failed.map { $0["code"] as? String } == ["expectation-failed"])
        let line = spec.components(separatedBy: "\n").firstIndex { $0.contains("state: refreshing") }
        #expect(((failed.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == line)
    }
}

/// Specs the tests edit.
enum Specs {
    /// Tests/Fixtures/LanguageServer/feed.yaml, which .ci/lsp's tests edit too.
    static let feed =
        (try? String(contentsOf: DiagnosticsTests.fixtures.appendingPathComponent("LanguageServer/feed.yaml"), encoding: .utf8))
        ?? ""
}
