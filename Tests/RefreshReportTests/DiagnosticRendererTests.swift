import RefreshReport
import Testing
import Diagnostics

@Suite struct DiagnosticRendererTests {
    private enum Rule: String, DiagnosticRule {
        case unknownKey = "unknown-key"
        var summary: String { "A key that no mapping of this kind has." }
        var severity: Diagnostic.Severity { .error }
    }

    private let diagnostic = Diagnostic(
        Diagnostic.Message(Rule.unknownKey, "unknown key 'triggerPrecent' in autoFooter (did you mean 'triggerPercent'?)"),
        file: "specs/feed.yaml", at: Mark(line: 12, column: 5),
        notes: [Diagnostic.Note("first defined here", at: Mark(line: 3, column: 1)), Diagnostic.Note("plain note")])

    @Test func headlineSourceLineCaretAndNotes() {
        let text = DiagnosticRenderer().render(diagnostic, sourceLine: "    triggerPrecent: 0.5")
        #expect(
            text == """
                specs/feed.yaml:12:5: error: unknown key 'triggerPrecent' in autoFooter (did you mean 'triggerPercent'?)
                        triggerPrecent: 0.5
                        ^
                    note: 3:1: first defined here
                    note: plain note

                """)
    }

    @Test func caretSkipsWideCharactersAndKeepsTabs() {
        // Column 4 follows "\t标x": a tab, a wide character (2 cells) and a narrow one.
        var located = diagnostic
        located.mark = Mark(line: 1, column: 4)
        located.notes = []
        let lines = DiagnosticRenderer().render(located, sourceLine: "\t标xy").split(separator: "\n")
        #expect(lines[2] == "    \t   ^")
    }

    @Test func controlCharactersInTheQuotedLineAreShownAsPictures() {
        var located = diagnostic
        located.mark = Mark(line: 1, column: 5)
        located.notes = []
        let lines = DiagnosticRenderer().render(located, sourceLine: "a: b\u{0}c\u{1B}").split(separator: "\n")
        #expect(lines[1] == "    a: b␀c␛")
        #expect(lines[2] == "        ^")
    }

    @Test func theCaretStaysUnderItsCharacterAfterAC1Control() {
        // Column 4 follows "a", U+009B (shown as the 8 characters "<U+009B>") and "b": 1 + 8 + 1 blanks.
        var located = diagnostic
        located.mark = Mark(line: 1, column: 4)
        located.notes = []
        let lines = DiagnosticRenderer().render(located, sourceLine: "a\u{9B}bc").split(separator: "\n")
        #expect(lines[1] == "    a<U+009B>bc")
        #expect(lines[2] == "    " + String(repeating: " ", count: 10) + "^")
    }

    @Test func theHeadlineAndNotesShowTheirControlCharacters() {
        // A file name, a message quoting a value and a note, each with controls a terminal obeys:
        // C0 ones become their pictures (U+2400 + value), DEL ␡, a C1 one its code point.
        let hostile = Diagnostic(
            Diagnostic.Message(Rule.unknownKey, "unknown key 'a\rb\u{1B}[K\u{9B}2J\u{7F}'"),
            file: "x\u{1B}]0;t\u{7}.yaml", at: Mark(line: 2, column: 1),
            notes: [Diagnostic.Note("first\ndefined here", at: Mark(line: 1, column: 1))])
        let text = DiagnosticRenderer().render(hostile, sourceLine: nil)
        #expect(
            text == """
                x␛]0;t␇.yaml:2:1: error: unknown key 'a␍b␛[K<U+009B>2J␡'
                    note: 1:1: first␊defined here

                """)
    }

    /// The Actions runner reads a line that begins with `::` after blanks, or holds `##[`
    /// anywhere, as a workflow command: a backslash after the first character breaks each.
    @Test(arguments: [
        ("::error file=README.md,line=1::x", 2, "    :\\:error file=README.md,line=1::x", "      ^"),
        ("  ::warning::y", 4, "      :\\:warning::y", "        ^"),
        ("\u{A0}\t::notice::z", 1, "    \u{A0}\t:\\:notice::z", "    ^"),
        // Column 6 is the second '#': shown after "x: \"#\\", 6 characters.
        ("x: \"##[add-mask]secret\"", 6, "    x: \"#\\#[add-mask]secret\"", "          ^"),
    ])
    func workflowCommandsInTheQuotedLineAreBroken(_ line: String, _ column: Int, _ quoted: String, _ caret: String) {
        #expect(quotedLineAndCaret(line, column: column) == [quoted, caret])
    }

    /// The quoted line and the caret line of a diagnostic at `column` of `line`.
    private func quotedLineAndCaret(_ line: String, column: Int) -> [String] {
        var located = diagnostic
        located.mark = Mark(line: 1, column: column)
        located.notes = []
        return DiagnosticRenderer().render(located, sourceLine: line).split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func workflowCommandsInTheHeadlineAndNotesAreBroken() {
        let hostile = Diagnostic(
            Diagnostic.Message(Rule.unknownKey, "unknown key '##[add-mask]x'"), file: "::error::f.yaml",
            at: Mark(line: 2, column: 1), notes: [Diagnostic.Note("a ##[group]b")])
        #expect(
            DiagnosticRenderer().render(hostile, sourceLine: nil) == """
                :\\:error::f.yaml:2:1: error: unknown key '#\\#[add-mask]x'
                    note: a #\\#[group]b

                """)
    }

    @Test func colonsInsideALineAndSingleHashesStay() {
        #expect(quotedLineAndCaret("a::b: \"#[x] ## [y]\"", column: 1) == ["    a::b: \"#[x] ## [y]\"", "    ^"])
    }

    @Test func longLinesAreCutAroundTheColumn() {
        // Column 1,000 of 2,000 'x': the excerpt keeps 60 characters on each side, after an
        // ellipsis, so the caret stands under excerpt column 1 + 60 + 1 = 62.
        var located = diagnostic
        located.mark = Mark(line: 1, column: 1_000)
        located.notes = []
        let lines = DiagnosticRenderer().render(located, sourceLine: String(repeating: "x", count: 2_000)).split(separator: "\n")
        #expect(lines[1] == "    …" + String(repeating: "x", count: 120) + "…")
        #expect(lines[2] == "    " + String(repeating: " ", count: 61) + "^")
    }

    @Test func withoutASourceLineOnlyTheHeadline() {
        var bare = diagnostic
        bare.notes = []
        bare.severity = .warning
        #expect(DiagnosticRenderer().render(bare, sourceLine: nil).hasPrefix("specs/feed.yaml:12:5: warning: unknown key"))
        #expect(DiagnosticRenderer().render(bare, sourceLine: nil).split(separator: "\n").count == 1)
    }

    @Test func colorsOnlyWhenAsked() {
        #expect(DiagnosticRenderer(colors: true).render(diagnostic, sourceLine: nil).contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(!DiagnosticRenderer(colors: false).render(diagnostic, sourceLine: nil).contains("\u{1B}"))
    }
}
