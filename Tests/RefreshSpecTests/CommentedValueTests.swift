import Diagnostics
import RefreshSpec
import Testing
import YAML

/// `textColor: #fff` is an empty value to YAML (a `#` after a space starts a comment): the
/// error says what was expected and a note at the `#` says why it is empty and how to write it.
@Suite struct CommentedValueTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).diagnostics
    }

    @Test func aColorWrittenWithoutQuotesGetsANoteAtItsHash() throws {
        let found = Self.diagnostics(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            colors:
              label:   #fff
            components:
              - id: header
                type: header
                textColor: #A6BB2F  # the brand's green
            """)
        #expect(found.count == 2, "\(found)")
        // `  label:` is 8 characters: the empty value is marked at column 9, the `#` is 3 spaces on.
        #expect(found.first?.message == "expected a color (#RGB, #RRGGBB, #RRGGBBAA or a name of colors), found nothing")
        #expect(
            found.first?.notes == [
                Diagnostic.Note(
                    "'#' after a space starts a comment, so the value is empty; write it in quotes: \"#fff\"",
                    at: Mark(line: 4, column: 12))
            ])
        #expect(found.last?.notes.first?.message.hasSuffix("write it in quotes: \"#A6BB2F\"") == true)
    }

    @Test func anEmptyValueWithoutAHashGetsNoNote() {
        let found = Self.diagnostics(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            colors:
              label:
            components: [{id: header, type: header}]
            """)
        #expect(found.map(\.message) == ["expected a color (#RGB, #RRGGBB, #RRGGBBAA or a name of colors), found nothing"])
        #expect(found.first?.notes == [])
    }
}
