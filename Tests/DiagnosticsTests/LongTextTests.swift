import Diagnostics
import Testing

/// A long text of a spec is quoted by its ends and its length, in one form every output shares.
@Suite struct LongTextTests {
    @Test func aTextOfTheLimitIsKeptWhole() {
        let text = String(repeating: "界", count: LongText.limit)
        #expect(LongText.shortened(text) == text)
        #expect(LongText.shortened("Pull to refresh") == "Pull to refresh")
    }

    /// 6 MiB of text (6 × 1,048,576 = 6,291,456 characters) keeps its first 120 and last 40.
    @Test func aLongTextKeepsItsEndsAndSaysItsLength() {
        let text = "Pull to refresh " + String(repeating: "x", count: 6_291_456 - 18) + "ng"
        let head = "Pull to refresh " + String(repeating: "x", count: 120 - 16)
        let tail = String(repeating: "x", count: 38) + "ng"
        #expect(LongText.shortened(text) == head + "… (6,291,456 characters) …" + tail)
    }

    /// One character over the limit is shortened; characters are Unicode scalars, so a text of
    /// 201 four-byte scalars (804 bytes) keeps 120 + 40 of them.
    @Test func oneCharacterOverTheLimitIsShortened() {
        let text = String(repeating: "😀", count: LongText.limit + 1)
        let shortened = LongText.shortened(text)
        #expect(shortened == String(repeating: "😀", count: 120) + "… (201 characters) …" + String(repeating: "😀", count: 40))
    }

    /// A message that quotes a 100,000-character text whole is cut to 1,000 characters' worth
    /// (120 + 40 kept, 20 for the length), and so is a note.
    @Test func aDiagnosticBoundsItsMessageAndNotes() {
        let long = String(repeating: "y", count: 100_000)
        let diagnostic = Diagnostic(
            Diagnostic.Message(ExampleRule.mistake, "unknown key '\(long)'"), file: "a.yaml", at: Mark(line: 1, column: 1),
            notes: [Diagnostic.Note("did you mean '\(long)'?")])
        #expect(
            diagnostic.message == "unknown key '" + String(repeating: "y", count: 107) + "… (100,014 characters) …"
                + String(repeating: "y", count: 39) + "'")
        #expect(diagnostic.notes[0].message.unicodeScalars.count < Diagnostic.textLimit)
        #expect(diagnostic.notes[0].message.hasSuffix("y'?"))
    }
}
