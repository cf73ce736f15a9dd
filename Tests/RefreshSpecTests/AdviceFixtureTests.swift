import RefreshSpec
import Testing
import YAML

/// Issue 34, "advice that misleads": each input the issue gives, and the advice it now gets.
@Suite struct AdviceFixtureTests {
    @Test(arguments: Fixture.advice) func advice(_ fixture: Fixture) {
        fixture.check()
    }
}

extension Fixture {
    private static let scenario = """
        version: 1
        scrollView: {frame: {width: 390, height: 844}}
        components: [{id: header, type: header}]
        scenarios:
          - name: a
            steps:

        """

    static let advice: [Fixture] = [
        Fixture(
            // `frame` was "did you mean 'name'?", and scrollView's missing frame was blamed on
            // the line after `scrollView:`; `contentSize` below already said where it goes.
            "a key moved one level left says where it goes, and is not missing there",
            """
            version: 1
            scrollView:
              kind: table
            1️⃣frame: {width: 390, height: 844}
            2️⃣contentSize: {width: 390, height: 1200}
            components: [{id: header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message: "unknown key 'frame' in the spec; it is a key of scrollView: indent it under scrollView"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-key",
                    message: "unknown key 'contentSize' in the spec; it is a key of scrollView: indent it under scrollView"),
            ]),
        Fixture(
            // Without scrollView written, `frame` is still no misspelling of `name`.
            "a key of a nested table is not taken for a near key of this one",
            """
            1️⃣version: 1
            2️⃣frame: {width: 390, height: 844}
            components:
              - {id: header, type: header, 3️⃣color: '#FFF'}
            """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'scrollView' in the spec"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-key",
                    message: "unknown key 'frame' in the spec; it is a key of scrollView: indent it under scrollView"),
                // `color` is a key of `indicator` too, but `textColor` holds the word.
                DiagnosticSpec("3️⃣", rule: "unknown-key", message: "unknown key 'color' in header (did you mean 'textColor'?)"),
            ]),
        Fixture(
            "a scroll view field under a component says it belongs under scrollView",
            scenario + """
                      - expect: {header: {1️⃣offsetY: -94}}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message: "unknown key 'offsetY' in expect of header 'header'; it is a field of scrollView, not of a "
                        + "component: write it under scrollView in the expect, {scrollView: {offsetY: -94}}")
            ]),
        Fixture(
            "a size written as one text shows it as a mapping",
            """
            version: 1
            scrollView:
              frame: 1️⃣390x844
            components: [{id: header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-type", message: "expected a mapping, found '390x844': write {width: 390, height: 844}")
            ]),
        Fixture(
            // `endRefresh` begins two steps; `y` is one letter short of `dy`. Each is then read
            // as what it means, so nothing more is reported.
            "a step and a drag key that begin or end the name they mean are suggested",
            scenario + """
                      - drag: {1️⃣y: 30}
                      - 2️⃣endRefresh: header
                """,
            [
                DiagnosticSpec("1️⃣", rule: "unknown-key", message: "unknown key 'y' in drag (did you mean 'dy'?)"),
                DiagnosticSpec("2️⃣", rule: "unknown-step", message: "unknown step 'endRefresh' (did you mean 'endRefreshing'?)"),
            ]),
        Fixture(
            // libyaml reads `dy: 30` as a second key; quoting the text would not make a drag.
            "a step's argument on its line without braces is told to take them",
            scenario + """
                      - drag: dy1️⃣: 30
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "yaml-syntax",
                    message: "invalid YAML: mapping values are not allowed in this context: 'dy: 30' is drag's argument, "
                        + "a mapping, which on the step's line goes in braces; write '- drag: {dy: 30}'")
            ]),
    ]
}
