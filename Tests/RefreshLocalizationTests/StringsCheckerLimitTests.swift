import Diagnostics
import RefreshLocalization
import RefreshSpec
import Testing
import YAML

/// `strings check` keeps a file's findings as `validate` keeps its diagnostics: the first 1,000
/// by position, then one note counting the rest.
@Suite struct StringsCheckerLimitTests {
    @Test func aThousandFindingsAndACount() throws {
        // 400 keys, the same text in en and de, and no label using them: each en key is unused
        // (lines 6–405), and each de key is unused and untranslated (lines 407–806, two findings
        // a line). By position the first 1,000 are the 400 of en and the 600 of de's first 300
        // lines (407–706); the 200 of lines 707–806 are counted, the first at 707:5.
        let keys = 0..<400
        let text =
            (["version: 1", "scrollView: {frame: {width: 375, height: 667}}", "defaultLocale: en", "strings:", "  en:"]
            + keys.map { "    k\($0): Text \($0)" } + ["  de:"] + keys.map { "    k\($0): Text \($0)" }
            + ["components:", "  - {id: header, type: header}"]).joined(separator: "\n")
        let loaded = Spec.load(source: Source(path: "many.yaml", bytes: Array(text.utf8)))
        let found = try #require(StringsChecker(loaded: loaded)).diagnostics()
        #expect(found.count == 1_001)
        #expect(found.filter { $0.rule == "unused-string" }.count == 700)
        #expect(found.filter { $0.rule == "untranslated" }.count == 300)
        let note = try #require(found.last)
        #expect(note.rule == "diagnostic-limit")
        #expect(note.severity == .warning)
        #expect(note.message == "200 more diagnostics not shown; a file keeps its first 1000 by position")
        #expect(note.mark == Mark(line: 707, column: 5))
        #expect(found.dropLast().allSatisfy { $0.mark.line <= 706 })
    }
}
