import Diagnostics
import Testing
import YAML

/// libyaml's errors explained: the position stays libyaml's problem mark, and libyaml's own
/// words stay in the message or a note.
@Suite struct SyntaxErrorTests {
    private func error(_ text: String) throws -> Diagnostic {
        do {
            _ = try Document.parse(Source(path: "t.yaml", bytes: Array(text.utf8)))
        } catch {
            return error
        }
        throw LoadedFine()
    }

    private struct LoadedFine: Error {}

    @Test func aTabInTheIndentationSaysToUseSpaces() throws {
        let tab = try error("scrollView:\n  frame: {width: 1}\n\tkind: table\n")
        #expect(tab.rule == "yaml-syntax")
        #expect(tab.mark == Mark(line: 3, column: 1))
        #expect(tab.message == "invalid YAML: this line is indented with a tab, and tabs cannot indent YAML; use spaces")
        #expect(
            tab.notes == [
                Diagnostic.Note("libyaml: found character that cannot start any token"),
                Diagnostic.Note("while scanning for the next token", at: Mark(line: 3, column: 1)),
            ])
    }

    @Test func aTabAfterTextIsNoIndentation() throws {
        // A tab between a key's colon and its value is allowed; only indentation tabs are explained.
        #expect(throws: LoadedFine.self) { try error("a:\t1\n") }
    }

    @Test func aMisindentedKeyNamesTheMappingAndWhereItBegan() throws {
        let key = try error("version: 1\nscrollView:\n  frame: {width: 1}\n   kind: table\n")
        #expect(key.mark == Mark(line: 4, column: 4))
        #expect(
            key.message
                == "invalid YAML: did not find expected key: this line's indentation (column 4) does not match the mapping that began at 3:3, whose keys are at column 3"
        )
        #expect(key.notes == [Diagnostic.Note("while parsing a block mapping", at: Mark(line: 3, column: 3))])
    }

    @Test(arguments: ["scrollView:\n  frame: 1\n\tkind: table\n", "a: |\n  x\n\ty\n"])
    func libyamlsOwnTabProblemsSayToUseSpacesToo(_ text: String) throws {
        let tab = try error(text)
        #expect(tab.mark == Mark(line: 3, column: 1))
        #expect(tab.message == "invalid YAML: this line is indented with a tab, and tabs cannot indent YAML; use spaces")
        #expect(tab.notes.first?.message.hasPrefix("libyaml: found a tab character") == true)
    }

    /// A second `: ` in a text that is not quoted: libyaml's "mapping values are not allowed"
    /// at that colon (`    feed.idle: Tip` is 18 characters, so column 19), which is no matter
    /// of indentation; the text needs quotes. So in `a: b: c` at 1:5.
    @Test func aColonInAPlainTextSaysToQuoteIt() throws {
        let colon = try error("strings:\n  en:\n    feed.idle: Tip: pull down\n")
        #expect(colon.mark == Mark(line: 3, column: 19))
        #expect(
            colon.message
                == "invalid YAML: mapping values are not allowed in this context: a ': ' in a text that is not quoted starts a key; put the whole text in quotes"
        )
        let short = try error("a: b: c\n")
        #expect(short.mark == Mark(line: 1, column: 5))
        #expect(short.message == colon.message)
    }

    @Test func aKeyIndentedUnderAValueContinuesIt() throws {
        let continued = try error("version: 1\n  name: x\n")
        #expect(continued.mark == Mark(line: 2, column: 7))
        #expect(
            continued.message
                == "invalid YAML: mapping values are not allowed in this context: this line is indented deeper than the line above, so it continues that line's value instead of starting a key; indent it like the keys beside it"
        )
    }

    /// `dataCount:20` in a mapping is one plain text, which libyaml begins to read as a key and then
    /// finds no `: ` after: the error is at the next line's first token (4:1) or, on the last line,
    /// at its end (`  dataCount:20` is 14 characters, so 3:15), and the message names the text
    /// where it starts (3:3), without its comment, and how it reads with the space.
    @Test func aKeyWithNoSpaceAfterItsColonSaysWhereAndHowToWriteIt() throws {
        let next = try error("scrollView:\n  kind: table\n  dataCount:20   # twenty\ndefaultLocale: en\n")
        #expect(next.mark == Mark(line: 4, column: 1))
        #expect(
            next.message
                == "invalid YAML: could not find expected ':': 'dataCount:20' at 3:3 has no space after its ':', so YAML reads it as one text, not a key and its value; write 'dataCount: 20'"
        )
        #expect(next.notes == [Diagnostic.Note("while scanning a simple key", at: Mark(line: 3, column: 3))])
        let last = try error("scrollView:\n  kind: table\n  dataCount:20\n")
        #expect(last.mark == Mark(line: 3, column: 15))
        #expect(last.message == next.message)
    }

    /// A word and a flow mapping with no `:` between them: YAML reads the word and the mapping's
    /// text up to its first `: ` as one key (`expect {header`), takes `{state: idle}` as its value,
    /// and finds a `}` where the mapping's next key goes. `  - expect {header: {state: idle}}` is
    /// 34 characters, so the last `}` is at 2:34; the message says where the `:` goes, whether
    /// the line is an item of a list or a key of the top level.
    @Test func aWordBeforeAFlowMappingWithNoColonSaysToAddIt() throws {
        let step = try error("steps:\n  - expect {header: {state: idle}}  # after the pull\n")
        #expect(step.mark == Mark(line: 2, column: 34))
        #expect(
            step.message
                == "invalid YAML: did not find expected key: 'expect {header' was read as a key, as no ':' follows 'expect'; write 'expect: {header: {state: idle}}'"
        )
        #expect(step.notes == [Diagnostic.Note("while parsing a block mapping", at: Mark(line: 2, column: 5))])
        let top = try error("version: 1\nscrollView {frame: {width: 1, height: 2}}\n")
        #expect(
            top.message
                == "invalid YAML: did not find expected key: 'scrollView {frame' was read as a key, as no ':' follows 'scrollView'; write 'scrollView: {frame: {width: 1, height: 2}}'"
        )
    }

    @Test func aTextWithNoColonKeepsLibyamlsWords() throws {
        let noColon = try error("scrollView:\n  kind: table\n  dataCount 20\ndefaultLocale: en\n")
        #expect(noColon.message == "invalid YAML: could not find expected ':'")
    }

    @Test func otherProblemsKeepLibyamlsWords() throws {
        let flow = try error("version: [1, 2\n")
        #expect(flow.message == "invalid YAML: did not find expected ',' or ']'")
        #expect(flow.notes == [Diagnostic.Note("while parsing a flow sequence", at: Mark(line: 1, column: 10))])
        let other = try error("a: 1\nb: %x\n")
        #expect(other.message == "invalid YAML: found character that cannot start any token")
    }
}
