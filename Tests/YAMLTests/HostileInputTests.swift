import Diagnostics
import Foundation
import Testing
import YAML

/// Inputs built to hurt a loader. Each must stop with one diagnostic at the place the limit
/// was crossed, having read no more than the limits allow.
@Suite struct HostileInputTests {
    private func loadError(_ text: [UInt8], limits: Limits = Limits()) -> Diagnostic? {
        do {
            _ = try Document.parse(Source(path: "hostile.yaml", bytes: text), limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func aliasBombStopsAtTheAliasThatCrossesTheLimit() throws {
        // a: 11 nodes (the sequence and 10 scalars).
        // b: 10 × *a adds 10 × 11 = 110 alias nodes; b itself has 1 + 110 = 111 nodes.
        // c: 10 × *b adds 10 × 111 = 1,110 (total 1,220); c has 1 + 1,110 = 1,111 nodes.
        // d: each *c adds 1,111: 1,220 + 7 × 1,111 = 9,997 ≤ 10,000 < 1,220 + 8 × 1,111 = 10,108,
        //    so the 8th *c on line 4 crosses: column 8 + 7 × 4 = 36 ("d: &d [" is 7 wide, "*c, " 4).
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (name, previous) in zip("bcdefghij", "abcdefghi") {
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let error = try #require(loadError(Array(lines.joined(separator: "\n").utf8)))
        #expect(error.rule == "yaml-limit")
        #expect(error.message == "aliases expand to more than the limit of 10000 nodes")
        #expect(error.mark == Mark(line: 4, column: 36))
    }

    /// Issue 36, item 2: aliases of one long text stay far below the node limit but repeat
    /// megabytes. `en: {k0: &v <256 KiB of x>, k1: *v, …, k99: *v}` is a file F of 12 + 262,144 +
    /// 9 × 8 + 90 × 9 + 2 = 263,040 bytes, so the limit is max(1 MiB, 4 × F) = 1,052,160 bytes: four aliases
    /// repeat 4 × 262,144 = 1,048,576 bytes, within it; the fifth (`k5: *v`) crosses it.
    @Test func aliasesOfALongTextStopAtTheAliasThatCrossesTheByteLimit() throws {
        let aliases = (1..<100).map { ", k\($0): *v" }
        let text = "en: {k0: &v " + String(repeating: "x", count: 256 << 10) + aliases.joined() + "}\n"
        #expect(text.utf8.count == 263_040)
        let error = try #require(loadError(Array(text.utf8)))
        #expect(error.rule == "yaml-limit")
        #expect(
            error.message
                == "aliases repeat more than the limit of 1052160 bytes of text (4 × the file's size, at least 1 MiB and at most 32 MiB)"
        )
        // The fifth alias: after "en: {k0: &v " (12 bytes), the text and ", k1: *v" … ", k4: *v"
        // (4 × 8 bytes), then ", k5: " (6 bytes): column 12 + 262,144 + 32 + 6 + 1 = 262,195.
        #expect(error.mark == Mark(line: 1, column: 262_195))
    }

    /// Aliases of aliases count the text they stand for: `b` repeats a 64 KiB text 10 times
    /// (655,360 bytes), and the first `*b` adds 655,360 more, 1,310,720 in all: past the 1 MiB a
    /// file this small may repeat, with 23 alias nodes of the 10,000 allowed.
    @Test func nestedAliasesCountTheTextTheyExpandTo() throws {
        let text =
            "a: &a " + String(repeating: "x", count: 64 << 10) + "\nb: &b ["
            + Array(repeating: "*a", count: 10).joined(separator: ", ") + "]\nc: [*b, *b]\n"
        let error = try #require(loadError(Array(text.utf8)))
        #expect(error.message.hasPrefix("aliases repeat more than the limit of 1 MiB of text"))
        #expect(error.mark == Mark(line: 3, column: 5))
        // Within the limit, the same document loads: two more *a make 655,360 + 131,072 = 786,432.
        let within = text.replacingOccurrences(of: "[*b, *b]", with: "[*a, *a]")
        #expect(loadError(Array(within.utf8)) == nil)
    }

    @Test func deepFlowNestingStopsAtLevel257() throws {
        // 200,000 '[' on one line: the 257th opens level 257, at column 257.
        let error = try #require(loadError(Array(repeating: UInt8(ascii: "["), count: 200_000)))
        #expect(error.rule == "yaml-limit")
        #expect(error.message == "collections nest deeper than the limit of 256 levels")
        #expect(error.mark == Mark(line: 1, column: 257))
    }

    @Test func deepBlockNestingStopsAtLevel257() throws {
        // Mapping i starts at its key "k<i>:" on line i + 1, column i + 1 (i spaces of indent).
        // Mappings 0...255 fit in 256 levels; mapping 256 is the first too deep: line 257, column 257.
        let text =
            (0..<3_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined() + String(repeating: " ", count: 3_000)
            + "v: 1\n"
        let error = try #require(loadError(Array(text.utf8)))
        #expect(error.rule == "yaml-limit")
        #expect(error.mark == Mark(line: 257, column: 257))
    }

    @Test func hugeFileIsReadOnlyUpToTheLimit() throws {
        // 40 MiB of 16-byte lines "key0000000: 12\n" + padding; the limit is 8 MiB = 8,388,608
        // bytes = 524,288 lines of 16 bytes exactly, so the first byte past it starts line 524,289.
        let line = Array("k0000000000: 12\n".utf8)
        #expect(line.count == 16)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-huge-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let chunk = Data(Array(repeating: line, count: 65_536).joined())  // 1 MiB
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        for _ in 0..<40 { handle.write(chunk) }
        try handle.close()

        let source = try Source.read(path: url.path)
        #expect(source.bytes.count == 8 * 1_048_576 + 1)
        let error = try #require(loadError(source.bytes))
        #expect(error.rule == "yaml-limit")
        #expect(error.message == "file is larger than the limit of 8 MiB; nothing after this point is read")
        #expect(error.mark == Mark(line: 524_289, column: 1))
    }

    @Test func invalidUTF8IsLocated() throws {
        // "a: b\n" is 5 bytes, "c: " 3 more: the 0xFF byte is at offset 8, line 2, column 4.
        let error = try #require(loadError(Array("a: b\nc: ".utf8) + [0xFF, 0x0A]))
        #expect(error.rule == "yaml-encoding")
        #expect(error.message == "invalid text encoding: invalid leading UTF-8 octet (byte 0xFF); save the file as UTF-8")
        #expect(error.mark == Mark(line: 2, column: 4))
    }

    @Test func aLatin1CharacterNamesItsBytes() throws {
        // Latin-1 `î` (0xEE) in "rafraîchir": UTF-8 reads 0xEE as the lead of a 3-byte character
        // (1110xxxx), and the `c` (0x63) after it cannot continue one (10xxxxxx). The caret is at
        // the 0xEE: "a: rafra" is 8 bytes, so column 9.
        let error = try #require(loadError(Array("a: rafra".utf8) + [0xEE] + Array("chir\n".utf8)))
        #expect(error.rule == "yaml-encoding")
        #expect(
            error.message
                == "invalid text encoding: byte 0xEE starts a 3-byte UTF-8 character, but byte 0x63 follows it; save the file as UTF-8"
        )
        #expect(error.mark == Mark(line: 1, column: 9))
    }

    @Test func characterCutOffByTheEndNamesNoByte() throws {
        // 0xE2 0x82 starts a three-byte character that the file never finishes: libyaml gives no
        // byte (-1), which must not appear as "0x-1".
        let error = try #require(loadError(Array("a: ".utf8) + [0xE2, 0x82]))
        #expect(error.rule == "yaml-encoding")
        #expect(error.message == "invalid text encoding: incomplete UTF-8 octet sequence at the end of the file")
    }

    @Test func invalidUTF8AfterWideCharactersCountsScalars() throws {
        // "键: 值" is 3 scalars + ": " = 4 scalars but 8 bytes; the bad byte is the 5th scalar.
        let error = try #require(loadError(Array("键: 值".utf8) + [0xC3, 0x28]))
        #expect(error.rule == "yaml-encoding")
        #expect(error.mark == Mark(line: 1, column: 5))
    }

    @Test func nulByteIsLocated() throws {
        // "a: b" is 4 bytes: NUL at offset 4, column 5.
        let error = try #require(loadError(Array("a: b".utf8) + [0x00] + Array("c\n".utf8)))
        #expect(error.rule == "yaml-encoding")
        #expect(error.message == "control character U+0000 is not allowed in YAML")
        #expect(error.mark == Mark(line: 1, column: 5))
    }

    @Test func secondDocumentIsRejectedWhereItStarts() throws {
        let error = try #require(loadError(Array("a: 1\n---\nb: 2\n".utf8)))
        #expect(error.rule == "multiple-documents")
        #expect(error.mark == Mark(line: 2, column: 1))
    }

    @Test func syntaxErrorAfterASecondDocumentStillWins() throws {
        // libyaml: "did not find expected ',' or ']'" at the end of the stream, on the line after
        // the unclosed '[' (4:1), which the file does not have: reported at the end of line 3,
        // after `b: [1, 2` (8 characters), 3:9.
        let error = try #require(loadError(Array("a: 1\n---\nb: [1, 2\n".utf8)))
        #expect(error.rule == "yaml-syntax")
        #expect(error.mark == Mark(line: 3, column: 9))
    }

    @Test func emptyInputHasNoDocument() throws {
        #expect(try Document.parse(Source(path: "empty.yaml", bytes: [])) == nil)
        #expect(try Document.parse(Source(path: "comment.yaml", bytes: Array("# nothing\n".utf8))) == nil)
    }

    @Test func bareScalarIsADocument() throws {
        let document = try Document.parse(Source(path: "bare.yaml", bytes: Array("hello\n".utf8)))
        defer { withExtendedLifetime(document) {} }
        guard case .scalar(let scalar)? = document?.root else {
            Issue.record("expected a scalar, got \(document?.root.kindDescription ?? "no document")")
            return
        }
        #expect(scalar.text == "hello")
    }
}
