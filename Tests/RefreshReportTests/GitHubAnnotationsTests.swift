import RefreshReport
import RefreshSpec
import Testing
import Diagnostics

/// Workflow commands as GitHub's runner parses them: `%`, CR and LF escaped in the message;
/// also `:` and `,` in property values.
@Suite struct GitHubAnnotationsTests {
    @Test func errorWithLocationTitleAndNotes() {
        let diagnostic = Diagnostic(
            Diagnostic.Message(SpecRule.duplicateKey, "duplicate key 'frame'"), file: "specs/feed.yaml",
            at: Mark(line: 4, column: 3),
            notes: [Diagnostic.Note("first defined here", at: Mark(line: 3, column: 3))])
        #expect(
            GitHubAnnotations.render([diagnostic])
                == "::error file=specs/feed.yaml,line=4,col=3,title=duplicate-key::duplicate key 'frame'%0Anote: 3:3: first defined here\n"
        )
    }

    @Test func escapesMessagesAndProperties() {
        let diagnostic = Diagnostic(
            Diagnostic.Message(SpecRule.placeholder, "100% of 'a,b: c'\r\nsecond line"), file: "dir,1/a:b%.yaml",
            at: Mark(line: 1, column: 2))
        #expect(
            GitHubAnnotations.render([diagnostic])
                == "::warning file=dir%2C1/a%3Ab%25.yaml,line=1,col=2,title=placeholder::100%25 of 'a,b: c'%0D%0Asecond line\n")
    }

    @Test func otherControlCharactersAreShownNotSent() {
        // ESC and BEL would color or retitle the log's view; they become their pictures.
        let diagnostic = Diagnostic(
            Diagnostic.Message(SpecRule.placeholder, "a\u{1B}[2Jb\u{7}"), file: "x\u{1B}.yaml", at: Mark(line: 1, column: 1))
        #expect(
            GitHubAnnotations.render([diagnostic]) == "::warning file=x␛.yaml,line=1,col=1,title=placeholder::a␛[2Jb␇\n")
    }
}
