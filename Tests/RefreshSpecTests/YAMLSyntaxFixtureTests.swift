import RefreshSpec
import Testing
import YAML

/// libyaml's errors explained, at libyaml's own position.
@Suite struct YAMLSyntaxFixtureTests {
    @Test(arguments: Fixture.yamlSyntax) func yamlSyntax(_ fixture: Fixture) {
        fixture.check()
    }
}

extension Fixture {
    private static let tab = "invalid YAML: this line is indented with a tab, and tabs cannot indent YAML; use spaces"

    /// Tabs, reserved characters and lines indented like no open mapping or list.
    static let yamlSyntax: [Fixture] = [
        Fixture(
            "a tab indents a key",
            """
            version: 1
            scrollView:
            1️⃣\tframe: {width: 375, height: 667}
            """, [DiagnosticSpec("1️⃣", rule: "yaml-syntax", message: tab)]),
        Fixture(
            "a tab after spaces",
            """
            version: 1
            scrollView:
              frame: {width: 375, height: 667}
             1️⃣\tkind: table
            """, [DiagnosticSpec("1️⃣", rule: "yaml-syntax", message: tab)]),
        Fixture(
            "a reserved character starts a text",
            """
            version: 1
            name: 1️⃣@feed
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message: "invalid YAML: '@' is reserved and cannot start a plain text; put the text in quotes")
            ]),
        Fixture(
            "a key indented deeper than its mapping",
            """
            version: 1
            scrollView:
              frame: {width: 375, height: 667}
               1️⃣kind: table
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message:
                        "invalid YAML: did not find expected key: this line's indentation (column 4) does not match the mapping that began at 3:3, whose keys are at column 3"
                )
            ]),
        Fixture(
            "a list item among keys",
            """
            version: 1
            scrollView:
              frame: {width: 375, height: 667}
              1️⃣- kind: table
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message:
                        "invalid YAML: did not find expected key: this line is at the indentation of the mapping that began at 3:3 but is not a 'key: value'"
                )
            ]),
        Fixture(
            "a component key indented less than its item's keys",
            """
            version: 1
            components:
              - id: header
                type: header
               1️⃣style: normal
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message:
                        "invalid YAML: did not find expected '-' indicator: this line's indentation (column 4) does not match the list that began at 3:3, whose items start with '-' at column 3"
                )
            ]),
        Fixture(
            "text after a value on the line of a key",
            """
            version: 1
            name: "feed" 1️⃣extra
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message:
                        "invalid YAML: did not find expected key: nothing more can follow on this line; the mapping that began at 1:1 takes its next key (at column 1) on a new line"
                )
            ]),
        Fixture(
            "a key indented under the value above",
            """
            version: 1
              name1️⃣: feed
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message:
                        "invalid YAML: mapping values are not allowed in this context: this line is indented deeper than the line above, so it continues that line's value instead of starting a key; indent it like the keys beside it"
                )
            ]),
    ]
}
