import Diagnostics
import Testing
import YAML
import YAMLEditing

/// Where a node's text starts and ends in its file: what every in-place edit (`strings import`,
/// record mode) replaces.
@Suite struct NodeTextTests {
    /// The document of `yaml` and its text, for one check.
    private func withDocument(_ yaml: String, _ body: (Document.Mapping, YAMLText) throws -> Void) throws {
        let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array(yaml.utf8))))
        guard case .mapping(let root) = document.root else {
            Issue.record("the root is a mapping")
            return
        }
        try withExtendedLifetime(document) { try body(root, YAMLText(Array(yaml.utf8))) }
    }

    /// The text of the value of `key`, from its start to its end.
    private func valueText(_ yaml: String, _ key: String) throws -> String {
        var found = ""
        try withDocument(yaml) { root, text in
            let pair = try #require(root.pairs.first { $0.key.scalar?.text == key })
            let start = text.contentStart(of: pair.value.mark)
            let end = text.end(of: pair.value, indent: pair.key.mark.column - 1, flow: text.isFlow(root))
            found = String(decoding: text.bytes[start..<end], as: UTF8.self)
        }
        return found
    }

    @Test(arguments: [
        ("a: plain text   # comment\nb: 1\n", "a", "plain text"),
        ("a: 'it''s'\nb: 1\n", "a", "'it''s'"),
        ("a: \"x \\\" y\"\n", "a", "\"x \\\" y\""),
        ("a: &anchor value\n", "a", "value"),
        ("a: !!str 5\n", "a", "5"),
        ("a: {x: '}', y: [1, 2]}  # after\nb: 1\n", "a", "{x: '}', y: [1, 2]}"),
        ("a:\n  x: 1\n  y:\n    z: last   # c\nb: 1\n", "a", "x: 1\n  y:\n    z: last"),
        ("a:\n  - one\n  - two\nb: 1\n", "a", "- one\n  - two"),
        ("a: |\n  line one\n  line two\nb: 1\n", "a", "|\n  line one\n  line two"),
    ])
    func aValueEndsWhereItsTextDoes(_ yaml: String, _ key: String, _ text: String) throws {
        #expect(try valueText(yaml, key) == text)
    }

    /// In a flow mapping a key ends at its `:`, and a plain value at `,` or `}`.
    @Test func flowKeysAndValuesEndAtTheirIndicators() throws {
        try withDocument("m: {header: , scrollView: x y}\n") { root, text in
            guard case .mapping(let inner) = root.pairs[0].value else {
                Issue.record("m is a mapping")
                return
            }
            #expect(text.isFlow(inner))
            let keyEnd = text.end(of: inner.pairs[0].key, indent: 0, flow: true)
            #expect(String(decoding: text.bytes[..<keyEnd].suffix(6), as: UTF8.self) == "header")
            let value = inner.pairs[1].value
            let valueEnd = text.end(of: value, indent: 0, flow: true)
            #expect(String(decoding: text.bytes[text.contentStart(of: value.mark)..<valueEnd], as: UTF8.self) == "x y")
        }
    }

    /// The `}` in quotes, the `]` after a `#` in quotes and the nested brackets are passed
    /// over: the mapping closes at byte 27, so its text ends at 28.
    @Test func aClosingBracketSkipsQuotesCommentsAndNesting() {
        let text = YAMLText(Array("{a: \"}\", b: ['# ]', {c: 1}]} tail".utf8))
        #expect(text.closingBracket(from: 0) == 28)
        // A comment inside a flow collection (after a blank) may hold brackets too.
        let commented = YAMLText(Array("[a, # ] not the end\n b]".utf8))
        #expect(commented.closingBracket(from: 0) == 23)
    }

    @Test func theLineBreakIsTheFilesOwn() {
        #expect(YAMLText(Array("a: 1\r\nb: 2\r\n".utf8)).newline == "\r\n")
        #expect(YAMLText(Array("a: 1\nb: 2\n".utf8)).newline == "\n")
    }
}
