import Testing
import YAML

/// `Source.lineIndex()` quotes lines as libyaml counts them, from one pass over the file.
@Suite struct LineIndexTests {
    /// Every break libyaml knows (LF, CRLF, CR, NEL, LS, PS), an empty line, no final break.
    static let text = "a\r\nb\rc\u{85}d\u{2028}e\u{2029}f\n\ng"
    static let lines: [String?] = ["a", "b", "c", "d", "e", "f", "", "g", nil]

    @Test func everyLineOfUTF8() {
        let index = Source(path: "x.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)).lineIndex()
        #expect((1...9).map { index.text($0) } == Self.lines)
        #expect(index.text(0) == nil)
    }

    @Test func everyLineOfUTF16() {
        let units = Array(Self.text.utf16)
        let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let index = Source(path: "x.yaml", bytes: bytes).lineIndex()
        #expect((1...9).map { index.text($0) } == Self.lines)
    }
}
