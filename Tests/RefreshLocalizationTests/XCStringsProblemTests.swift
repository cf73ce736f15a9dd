import Diagnostics
import RefreshSpec
import Testing

@testable import RefreshLocalization

/// A translator's broken String Catalog is reported where it breaks, not at 1:1 with
/// Foundation's "around character 178".
@Suite struct XCStringsProblemTests {
    /// The catalog as Xcode writes it, with `unit` as the stringUnit of feed.idle in de.
    private func catalog(_ unit: String, separator: String = ",") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "feed.idle" : {
              "localizations" : {
                "de" : { "stringUnit" : \(unit) }
              }
            }\(separator)
            "feed.pulling" : {}
          },
          "version" : "1.0"
        }
        """
    }

    private func problem(_ text: String) -> Diagnostic? {
        do {
            _ = try XCStrings.parse(Array(text.utf8), path: "Localizable.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingCommaIsLocated() {
        // Line 8 ends the first key's object; the comma is missing, so line 9's key is unexpected
        // at its first character, column 5.
        let found = problem(catalog(#"{"state" : "translated", "value" : "Ziehen"}"#, separator: ""))
        #expect(found?.mark == Mark(line: 9, column: 5))
        #expect(found?.message == "not a String Catalog: expected ',' or '}' after the value")
    }

    @Test func aKeyWrittenTwiceIsAnErrorWithItsFirstPlace() {
        // Line 6 is 8 blanks and `"de" : { "stringUnit" : ` (24 characters), so the unit's `{`
        // is column 33 and its first "value" column 34; `"value" : "A", ` (15) and
        // `"state" : "translated", ` (24) put the second at 34 + 15 + 24 = 73.
        let found = problem(catalog(#"{"value" : "A", "state" : "translated", "value" : "B"}"#))
        #expect(found?.message == #"not a String Catalog: the key "value" is written twice in one object"#)
        #expect(found?.mark == Mark(line: 6, column: 73))
        #expect(found?.notes.first?.mark == Mark(line: 6, column: 34))
    }

    @Test func aValueThatIsNoTextIsLocated() {
        // The unit's `"state"` is column 34 (as above); `"state" : "translated", ` (24) and
        // `"value" : ` (10) put the number at 34 + 24 + 10 = 68.
        let found = problem(catalog(#"{"state" : "translated", "value" : 42}"#))
        #expect(found?.message == "the value of 'feed.idle' in de is not a text in quotes")
        #expect(found?.mark == Mark(line: 6, column: 68))
    }

    @Test func deepNestingIsAProblemNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let found = JSONSyntaxCheck.firstProblem(in: Array(deep.utf8))
        #expect(found?.message == "objects and arrays nest deeper than 512 levels")
        #expect(found?.offset == 512)
    }

    @Test(arguments: [
        #"{"a": [1, -0.5e+3, true, false, null, "\u00e9\n"], "b": {}}"#, "[]", #""x""#, " 0 ",
        "\u{FEFF}{}",
    ])
    func wellFormedJSONHasNoProblem(_ text: String) {
        #expect(JSONSyntaxCheck.firstProblem(in: Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        ("{\"a\" 1}", 5, "expected ':' after the key"), ("[1 2]", 3, "expected ',' or ']' after the value"),
        ("\"a\tb\"", 2, "a control character in a string must be escaped"),
        ("01", 1, "unexpected text after the end of the JSON value"),
        ("[tru]", 1, "expected a value (did you mean true?)"), ("{\"a\": 1,}", 8, "expected a key in double quotes"),
        ("\"abc", 0, "a string is not closed"), ("[-]", 1, "a malformed number"),
    ])
    func malformedJSONIsFoundWhereItBreaks(_ text: String, _ offset: Int, _ message: String) {
        #expect(JSONSyntaxCheck.firstProblem(in: Array(text.utf8)) == JSONSyntaxCheck.Problem(offset: offset, message: message))
    }
}
