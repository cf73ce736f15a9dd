import Testing
import YAML
import YAMLEditing

/// A text written as a scalar reads back as the same string: quoted only where YAML needs it.
@Suite struct ScalarWriterTests {
    @Test(arguments: [
        ("Pull down to refresh", false, "Pull down to refresh"),
        ("松开立即刷新", true, "松开立即刷新"),
        ("Release: now", false, "\"Release: now\""),
        ("a, b", true, "\"a, b\""),
        ("a, b", false, "a, b"),
        ("yes", false, "\"yes\""),
        ("123", false, "\"123\""),
        ("- item", false, "\"- item\""),
        ("two\nlines", false, "\"two\\nlines\""),
        // A bidirectional control would turn the rest of the spec's line around in an editor.
        ("a\u{202E}b\u{2066}c", false, "\"a\\u202Eb\\u2066c\""),
        ("", false, "\"\""),
    ])
    func plainWhereItReadsBack(_ text: String, _ flow: Bool, _ written: String) throws {
        #expect(YAMLScalarWriter.scalar(text, style: .plain, flow: flow) == written)
        let yaml = flow ? "k: {v: \(written)}\n" : "k: \(written)\n"
        let document = try #require(try Document.parse(Source(path: "t.yaml", bytes: Array(yaml.utf8))))
        withExtendedLifetime(document) { () -> Void in
            guard case .mapping(let root) = document.root else {
                Issue.record("the root is a mapping")
                return
            }
            var value = root.pairs[0].value
            if flow, case .mapping(let inner) = value { value = inner.pairs[0].value }
            #expect(value.scalar?.text == text)
        }
    }

    @Test func aSingleQuotedTextKeepsItsQuotesWhereItCan() {
        #expect(YAMLScalarWriter.scalar("it's", style: .singleQuoted, flow: false) == "'it''s'")
        #expect(YAMLScalarWriter.scalar("tab\there", style: .singleQuoted, flow: false) == "\"tab\\there\"")
    }
}
