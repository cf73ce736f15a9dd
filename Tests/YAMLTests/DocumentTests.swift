import Diagnostics
import Testing

@testable import YAML

/// The document every reader of YAML reads: what its handles say.
@Suite struct DocumentTests {
    private func document(_ text: String) throws(Diagnostic) -> Document? {
        try Document.parse(Source(path: "t.yaml", bytes: Array(text.utf8)))
    }

    @Test func anAliasIsItsAnchoredNodeAgain() throws {
        let parsed = try #require(try document("a: &list [1, 2]\nb: *list\n"))
        guard case .mapping(let root) = parsed.root, case .sequence(let anchored) = root.pairs[0].value,
            case .sequence(let alias) = root.pairs[1].value
        else {
            Issue.record("expected a mapping of two sequences")
            return
        }
        // The alias keeps the anchored sequence's marks: a node starts at its properties, here
        // the anchor `&list` on line 1, column 4.
        #expect(alias.mark == Mark(line: 1, column: 4))
        #expect(alias.mark == anchored.mark)
        #expect(alias.items.map { $0.scalar?.text } == ["1", "2"])
    }

    @Test func tagsAndStylesAreKept() throws {
        let parsed = try #require(try document("- !!str 5\n- '7'\n- !custom {a: 1}\n- 8\n"))
        guard case .sequence(let sequence) = parsed.root else {
            Issue.record("expected a sequence")
            return
        }
        let items = sequence.items
        #expect(items[0].scalar?.tag == "tag:yaml.org,2002:str")
        #expect(items[0].scalar?.value == .string("5"))
        #expect(items[1].scalar?.style == .singleQuoted)
        #expect(items[1].scalar?.value == .string("7"))
        guard case .mapping(let custom) = items[2] else {
            Issue.record("expected a mapping")
            return
        }
        #expect(custom.tag == "!custom")
        #expect(items[3].scalar?.tag == nil)
        #expect(items[3].scalar?.value == .int(8))
    }

    /// Values resolved from a document's bytes agree with the resolution of the same text written
    /// plain (``Document/Scalar/Value/init(plain:)``, what the editor asks), word by word,
    /// including the texts that only look like numbers.
    @Test func valuesFromBytesMatchValuesFromText() throws {
        let words = [
            "", "~", "null", "Null", "NULL", "nul", "true", "True", "TRUE", "tRUE", "false", "FALSE", "0", "-12", "+7",
            "0x1F", "0o17", "0x-5", "0x", "9223372036854775807", "9223372036854775808", "1.5", "-.5", "1e3", "1e", ".inf",
            "-.Inf", "+.INF", ".nan", ".NaN", "nan", "inf", "12abc", "-1-", ".", "feed", "ñ",
        ]
        for word in words {
            let text = "v: \(word.isEmpty ? "" : word)\n"
            let parsed = try #require(try document(text))
            defer { withExtendedLifetime(parsed) {} }
            guard case .mapping(let root) = parsed.root else {
                Issue.record("'\(word)': the root is not a mapping")
                continue
            }
            let fromBytes = try #require(root.pairs.value(at: 0).scalar)
            let fromText = Document.Scalar.Value(plain: word)
            #expect(fromBytes.text == word, "\(word)")
            #expect(fromBytes.isNull == (fromText == .null), "\(word)")
            // NaN is not equal to itself: compare what it is rather than the value.
            if case .float(let value) = fromText, value.isNaN {
                guard case .float(let other) = fromBytes.value else {
                    Issue.record("'\(word)' is not a float from bytes")
                    continue
                }
                #expect(other.isNaN, "\(word)")
            } else {
                #expect(fromBytes.value == fromText, "\(word)")
            }
        }
    }

    /// Tags are stored with the scalars' text, so a document of many short tagged scalars holds
    /// more text than its file has bytes: the buffers grow, and every text stays its own.
    @Test func textLargerThanTheFileGrowsItsBuffer() throws {
        let count = 500
        let text = (0..<count).map { "- !!str \($0)\n" }.joined()
        let parsed = try #require(try document(text))
        guard case .sequence(let sequence) = parsed.root else {
            Issue.record("expected a sequence")
            return
        }
        let items = sequence.items
        #expect(items.count == count)
        #expect(items.map { $0.scalar?.text } == (0..<count).map { "\($0)" })
        #expect(items.allSatisfy { $0.scalar?.tag == "tag:yaml.org,2002:str" })
    }

    @Test func isTextComparesBytes() throws {
        let parsed = try #require(try document("locale: fr\nlocales: de\n"))
        guard case .mapping(let root) = parsed.root, case .scalar(let first) = root.pairs[0].key,
            case .scalar(let second) = root.pairs[1].key
        else {
            Issue.record("expected two scalar keys")
            return
        }
        #expect(first.isText("locale"))
        #expect(!first.isText("locales"))
        #expect(second.isText("locales"))
        #expect(!first.hasSameBytes(as: second))
        #expect(first.hasSameBytes(as: first))
    }

    /// Bytes are compared eight, four, two and one at a time: every length up to 20 (each
    /// step and each tail), equal, and different at each position in turn.
    @Test func byteComparisonFindsADifferenceAtEveryPosition() {
        for count in 0...20 {
            let bytes = (0..<count).map { UInt8(65 + $0) }
            bytes.withUnsafeBufferPointer { left in
                Array(bytes).withUnsafeBufferPointer { right in #expect(left.hasSameBytes(as: right), "\(count)") }
                (bytes + [0]).withUnsafeBufferPointer { longer in #expect(!left.hasSameBytes(as: longer), "\(count)") }
                for position in 0..<count {
                    var other = bytes
                    other[position] ^= 0x20
                    other.withUnsafeBufferPointer { right in #expect(!left.hasSameBytes(as: right), "\(count) at \(position)") }
                }
            }
        }
    }

    /// A scalar's text is made as `String(decoding:as:)` makes it, invalid UTF-8 replaced.
    @Test(
        arguments: [
            [], Array("idle".utf8), Array("articles.pull.refreshing".utf8), Array("Lädt…".utf8),
            Array("Загрузка данных, подождите".utf8), [0x41, 0xFF, 0x42], [0xC3], Array(repeating: 0x80, count: 20),
        ] as [[UInt8]])
    func decodedTextsAreDecodedAsUTF8(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            #expect(buffer.decodedString == String(decoding: bytes, as: UTF8.self))
        }
    }
}
