import Foundation
import Testing
import Diagnostics

@testable import RefreshLocalization

/// Apple `.strings` files: what Xcode and translators' tools write, and located errors for the rest.
@Suite struct AppleStringsTests {
    private func parse(_ text: String) throws -> [String: String] {
        try parse(Array(text.utf8))
    }

    private func parse(_ bytes: [UInt8]) throws -> [String: String] {
        Dictionary(try AppleStrings.parse(bytes, path: "Localizable.strings").map { ($0.key, $0.value) }) { first, _ in first }
    }

    @Test func commentsEscapesAndUnquotedKeys() throws {
        let text = """
            /* Header, idle. */
            "feed.idle" = "Pull \\"down\\"\\nto refresh"; // trailing comment
            feed.pulling = "C:\\\\path\\t\\U2026";
            "self";
            "octal" = "\\101\\102";
            "emoji" = "\\UD83D\\UDE00";
            """
        #expect(
            try parse(text) == [
                "feed.idle": "Pull \"down\"\nto refresh", "feed.pulling": "C:\\path\t…", "self": "self", "octal": "AB",
                "emoji": "😀",
            ])
    }

    @Test(arguments: [false, true])
    func utf16WithByteOrderMark(bigEndian: Bool) throws {
        let text = "/* 韓國語 */\n\"feed.idle\" = \"당겨서 새로고침\";\n"
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try parse(bytes) == ["feed.idle": "당겨서 새로고침"])
    }

    /// Without its byte order mark, UTF-16 is said to be so, not a syntax error somewhere after.
    @Test(arguments: [false, true])
    func utf16WithoutByteOrderMarkIsAnEncodingError(bigEndian: Bool) {
        let bytes = "\"feed.idle\" = \"Pull\";\n".utf16.flatMap {
            bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }
        #expect {
            try AppleStrings.parse(bytes, path: "x.strings")
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.rule == "invalid-encoding" && diagnostic?.mark == Mark(line: 1, column: 1)
                && diagnostic?.message.hasPrefix("the file looks like UTF-16 without a byte order mark") == true
        }
    }

    @Test func utf8WithByteOrderMark() throws {
        #expect(try parse([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"б\";".utf8)) == ["a": "б"])
    }

    /// Whatever `render` writes, `parse` reads back unchanged.
    @Test func renderThenParseIsLossless() throws {
        let entries = [
            ("feed.idle", "Pull \"down\"\\ \n\r\t to refresh"), ("bell", "\u{07}\u{7F}"), ("zh", "下拉可以刷新"),
            ("ar", "اسحب للأسفل للتحديث"), ("key with spaces", "/* not a comment */ // nor this"),
        ]
        let text = AppleStrings.render(entries.map { (key: $0.0, value: $0.1) })
        #expect(text.hasPrefix("\"feed.idle\" = \"Pull \\\"down\\\"\\\\ \\n\\r\\t to refresh\";\n"))
        #expect(try AppleStrings.parse(Array(text.utf8), path: "x").map { [$0.key, $0.value] } == entries.map { [$0.0, $0.1] })
    }

    /// Controls and the bidirectional controls are `\U` escapes, none raw: an editor showing
    /// the file shows what it holds (U+202E would turn the rest of the line around).
    @Test func controlsAndBidirectionalControlsAreEscapedAndReadBack() throws {
        let value = "a\u{0}b\u{1B}\u{7}\u{202E}c\u{2066}\u{2069}\u{200F}\u{61C}\u{85}"
        let text = AppleStrings.render([(key: "k", value: value)])
        #expect(text == "\"k\" = \"a\\U0000b\\U001B\\U0007\\U202Ec\\U2066\\U2069\\U200F\\U061C\\U0085\";\n")
        #expect(try AppleStrings.parse(Array(text.utf8), path: "x").map(\.value) == [value])
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n\"c\" = \"d;\n", Mark(line: 2, column: 7), "unterminated string"),
        ("\"a\" = \"b\"\n\"c\" = \"d\";\n", Mark(line: 1, column: 10), "expected ';' after the value"),
        ("\"a\" : \"b\";\n", Mark(line: 1, column: 4), "expected '=' after the key"),
        ("\"a\" = \"b\";\n  /* open\n", Mark(line: 2, column: 3), "unterminated comment"),
        ("\"a\" = ;\n", Mark(line: 1, column: 7), "expected a string"),
        ("\"a\" = \"\\U12\";\n", Mark(line: 1, column: 8), "'\\U' must be followed"),
        ("\"a\" = \"b\";\n\"a\" = \"c\";\n", Mark(line: 2, column: 1), "duplicate key 'a'"),
    ])
    func malformedInputIsLocated(_ text: String, _ mark: Mark, _ message: String) {
        #expect {
            try AppleStrings.parse(Array(text.utf8), path: "ko.lproj/Localizable.strings")
        } throws: { error in
            guard let diagnostic = error as? Diagnostic else { return false }
            return diagnostic.mark == mark && diagnostic.message.contains(message)
                && diagnostic.file == "ko.lproj/Localizable.strings" && diagnostic.severity == .error
        }
    }

    @Test func invalidUTF8IsLocated() {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        #expect {
            try AppleStrings.parse(bytes, path: "x.strings")
        } throws: { error in
            (error as? Diagnostic)?.mark == Mark(line: 2, column: 8) && (error as? Diagnostic)?.rule == "invalid-encoding"
        }
    }
}
