import RefreshCore
import Testing

/// The one Swift string-literal escaper: no text can end the literal, break its line or read
/// differently from what the compiler sees.
@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("Pull down", #""Pull down""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("two\nlines\r\tend", #""two\nlines\r\tend""#),
        // ESC, DEL and a C1 control are controls.
        ("\u{1B}[0m\u{7F}\u{85}", #""\u{1B}[0m\u{7F}\u{85}""#),
        // The right-to-left override and the line separator would make the source lie.
        ("a\u{202E}b\u{2028}c", #""a\u{202E}b\u{2028}c""#),
        // Printable text of any script stays as it is.
        ("松开立即刷新 أفلِت 👋", #""松开立即刷新 أفلِت 👋""#),
    ])
    func textsAreEscapedOnlyWhereTheyMustBe(_ text: String, _ literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    /// A comment's text: what a literal writes as `\u{…}` is written so; quotes, backslashes and
    /// tabs mean nothing there and stay.
    @Test func commentTextEscapesOnlyWhatIsNotPrintable() {
        #expect(
            SwiftLiteral.commentText("say \"hi\" \\\t\u{0}\u{1B}]0;t\u{7} \u{202E}松开")
                == #"say "hi" \"# + "\t" + #"\u{0}\u{1B}]0;t\u{7} \u{202E}松开"#)
    }
}
