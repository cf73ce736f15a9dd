import Diagnostics
import Testing
import YAML

@Suite struct NodeParsingTests {
    private func load(_ text: String) throws(Diagnostic) -> Document? {
        try Document.parse(Source(path: "t.yaml", bytes: Array(text.utf8)))
    }

    @Test func nodesCarryOneBasedMarks() throws {
        let document = try load("name: feed\nitems:\n  - {a: 1}\n")
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            Issue.record("root is not a mapping")
            return
        }
        #expect(mapping.mark == Mark(line: 1, column: 1))
        #expect(mapping.pairs.map(\.key.mark) == [Mark(line: 1, column: 1), Mark(line: 2, column: 1)])
        #expect(mapping.pairs[0].value.mark == Mark(line: 1, column: 7))
        guard case .sequence(let items) = mapping.pairs[1].value else {
            Issue.record("items is not a sequence")
            return
        }
        // The block sequence starts at its first '-' (line 3, column 3); the flow mapping at '{'.
        #expect(items.mark == Mark(line: 3, column: 3))
        #expect(items.items.first?.mark == Mark(line: 3, column: 5))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "标签: " is 4 characters (10 bytes); the value starts at column 5.
        let document = try load("标签: 下拉可以刷新\n")
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            Issue.record("root is not a mapping")
            return
        }
        #expect(mapping.pairs[0].value.mark == Mark(line: 1, column: 5))
    }

    /// More children than the composer's first buffer holds (64), open at once in nested
    /// collections: each collection still gets its own, in document order.
    @Test func largeNestedCollectionsKeepDocumentOrder() throws {
        let items = (0..<300).map { "    - \($0)\n" }.joined()
        let keys = (0..<200).map { "k\($0): \($0)\n" }.joined()
        let document = try load("list:\n  inner:\n" + items + keys)
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            Issue.record("root is not a mapping")
            return
        }
        #expect(mapping.pairs.map { $0.key.scalar?.text } == ["list"] + (0..<200).map { "k\($0)" })
        #expect(mapping.pairs.dropFirst().map { $0.value.scalar?.text } == (0..<200).map { "\($0)" })
        guard case .sequence(let inner)? = mapping.pairs[0].value.value(forKey: "inner") else {
            Issue.record("inner is not a sequence")
            return
        }
        #expect(inner.items.map { $0.scalar?.text } == (0..<300).map { "\($0)" })
        // Item k is on line 3 + k, at column 7.
        #expect(inner.items.last?.mark == Mark(line: 302, column: 7))
    }

    @Test func anAliasStandsForTheAnchoredNode() throws {
        let document = try load("a: &x {k: 1}\nb: *x\n")
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            Issue.record("root is not a mapping")
            return
        }
        let anchored = mapping.pairs[0].value
        let alias = mapping.pairs[1].value
        #expect(alias.identity == anchored.identity)
        #expect(alias.mark == anchored.mark)
        #expect(alias.value(forKey: "k")?.scalar?.text == "1")
    }

    @Test func undefinedAliasIsLocated() throws {
        do {
            _ = try load("a: 1\nb: *nowhere\n")
            Issue.record("an undefined alias loaded")
        } catch {
            #expect(error.rule == "yaml-alias")
            #expect(error.mark == Mark(line: 2, column: 4))
        }
    }

    @Test func scalarsKeepStyleAndTextWithNul() throws {
        let document = try load("a: \"x\\0y\"\nb: 'q'\nc: |\n  lit\n")
        defer { withExtendedLifetime(document) {} }
        guard case .mapping(let mapping)? = document?.root else {
            Issue.record("root is not a mapping")
            return
        }
        let scalars = mapping.pairs.compactMap { pair -> Document.Scalar? in
            if case .scalar(let scalar) = pair.value { return scalar }
            return nil
        }
        #expect(scalars.map(\.style) == [.doubleQuoted, .singleQuoted, .literal])
        #expect(scalars[0].text == "x\u{0}y")
        #expect(scalars[2].text == "lit\n")
    }

    @Test(arguments: [
        ("~", Document.Scalar.Value.null), ("", .null), ("true", .bool(true)), ("False", .bool(false)),
        ("yes", .string("yes")), ("42", .int(42)), ("-7", .int(-7)), ("0x1F", .int(31)), ("0o17", .int(15)),
        ("1.5", .float(1.5)), ("-.5", .float(-0.5)), ("1e3", .float(1000)), (".inf", .float(.infinity)),
        ("1.2.3", .string("1.2.3")), ("tall", .string("tall")), ("#5A5A5A", .string("#5A5A5A")),
    ])
    func plainScalarsResolveByTheCoreSchema(text: String, expected: Document.Scalar.Value) {
        #expect(Document.Scalar.Value(plain: text) == expected)
    }

    @Test func quotedAndStrTaggedScalarsAreStrings() throws {
        let document = try load("- \"42\"\n- !!str true\n")
        defer { withExtendedLifetime(document) {} }
        guard case .sequence(let sequence)? = document?.root else {
            Issue.record("root is not a sequence")
            return
        }
        #expect(sequence.items[0].scalar?.style == .doubleQuoted)
        #expect(sequence.items[0].scalar?.value == .string("42"))
        #expect(sequence.items[1].scalar?.tag == "tag:yaml.org,2002:str")
        #expect(sequence.items[1].scalar?.value == .string("true"))
    }
}

@Suite struct SourceLineTests {
    @Test func nelLineAndParagraphSeparatorsEndLinesAsInLibyaml() throws {
        // "a: \"x<NEL>y\"" spans two lines for libyaml, so "bad" is on line 3.
        let bytes = Array("a: \"x".utf8) + [0xC2, 0x85] + Array("y\"\nb: 1\u{2028}bad: [\n".utf8)
        let source = Source(path: "t.yaml", bytes: bytes)
        #expect(source.lineText(1) == "a: \"x")
        #expect(source.lineText(2) == "y\"")
        #expect(source.lineText(3) == "b: 1")
        #expect(source.lineText(4) == "bad: [")
        #expect(source.lineText(6) == nil)
        // "bad" starts after `a: "x` (5 bytes), NEL (2), `y"` (2), `\n` (1), `b: 1` (4) and LS (3):
        // at byte offset 17.
        #expect(source.mark(atByteOffset: 17) == Mark(line: 4, column: 1))
        // libyaml's own error for the unclosed '[' lands at the end of the stream, on the empty
        // line 5 after the final line break, which lineText knows too; it is reported at the end
        // of line 4, after `bad: [` (6 characters): 4:7.
        #expect(source.lineText(5) == "")
        do {
            _ = try Document.parse(source)
            Issue.record("an unclosed flow sequence loaded")
        } catch {
            #expect(error.mark == Mark(line: 4, column: 7))
        }
    }

    @Test func crlfAndLoneCarriageReturn() {
        let source = Source(path: "t.yaml", bytes: Array("a\r\nb\rc\n".utf8))
        #expect([1, 2, 3].map(source.lineText) == ["a", "b", "c"])
        #expect(source.mark(atByteOffset: 5) == Mark(line: 3, column: 1))
    }
}

@Suite struct SourceEncodingTests {
    @Test func utf16LinesAreQuotedAsText() throws {
        // UTF-16LE with its byte order mark: libyaml reads it; quoting and marks use its text.
        let text = "version: 1\nbogus: [\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let source = Source(path: "u16.yaml", bytes: bytes)
        #expect(source.lineText(2) == "bogus: [")
        // "version: 1\n" is 11 code units = 22 bytes after the 2-byte mark: "bogus" is at byte 24.
        #expect(source.mark(atByteOffset: 24) == Mark(line: 2, column: 1))
    }

    @Test func aUTF8ByteOrderMarkIsNoColumn() throws {
        // After the 3-byte mark, "a: 1" puts the 0xFF byte at column 5, as libyaml counts.
        let source = Source(path: "bom.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1".utf8) + [0xFF])
        #expect(source.lineText(1) == "a: 1\u{FFFD}")
        do {
            _ = try Document.parse(source)
            Issue.record("invalid UTF-8 loaded")
        } catch {
            #expect(error.mark == Mark(line: 1, column: 5))
        }
    }
}
