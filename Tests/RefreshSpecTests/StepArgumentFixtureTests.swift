import RefreshSpec
import Testing
import YAML

/// Step arguments that are wrong in ways the message should explain: what `release` takes,
/// and which component ids exist.
@Suite struct StepArgumentFixtureTests {
    @Test(arguments: Fixture.stepArguments) func stepArguments(_ fixture: Fixture) {
        fixture.check()
    }
}

extension Fixture {
    private static let twoComponents = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - {id: header, type: header}
          - {id: more, type: autoFooter}
        scenarios:
          - name: a
            steps:

        """

    private static let releaseForms =
        "release takes nothing or a velocity: write '- release' or '- release: {velocity: {x: 0, y: -800}}' "
        + "(points per second; x and y default to 0)"

    /// `release` values and component references.
    static let stepArguments: [Fixture] = [
        Fixture(
            "release is bare, null, or a velocity",
            twoComponents + """
                      - release
                      - release:
                      - release: {}
                      - release: {velocity: {y: -800}}
                      - release: {velocity: {x: 10, y: 20}}
                """, []),
        Fixture(
            "a release value that is no velocity names the forms",
            twoComponents + """
                      - release: 1️⃣now
                      - release: 2️⃣"fast"
                      - release: 3️⃣[0, 800]
                      - release: {velocity: 4️⃣800}
                """,
            [
                DiagnosticSpec("1️⃣", rule: "wrong-type", message: releaseForms + ", found 'now'"),
                DiagnosticSpec("2️⃣", rule: "wrong-type", message: releaseForms + ", found the quoted text 'fast'"),
                DiagnosticSpec("3️⃣", rule: "wrong-type", message: releaseForms + ", found a sequence"),
                DiagnosticSpec(
                    "4️⃣", rule: "wrong-type",
                    message: "a release velocity is {x, y} in points per second, e.g. {velocity: {x: 0, y: -800}}, found '800'"
                ),
            ]),
        Fixture(
            // `drag: 40` said only "expected a mapping"; the message now shows the form.
            "a drag that is no mapping shows how to write one",
            twoComponents + """
                      - drag: 1️⃣40
                      - drag: 2️⃣[0, 40]
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-type",
                    message:
                        "drag takes the finger's move in points, {dx, dy}: write '- drag: {dy: 40}' (down; up is negative), found '40'"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "wrong-type",
                    message:
                        "drag takes the finger's move in points, {dx, dy}: write '- drag: {dy: 40}' (down; up is negative), found a sequence"
                ),
            ]),
        Fixture(
            "a missing component lists the ids there are",
            twoComponents + """
                      - endRefreshing: 1️⃣heaer
                      - beginRefreshing: 2️⃣footer
                      - setHidden: {3️⃣mroe: true}
                      - expect: {4️⃣heade: {state: idle}}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-component",
                    message: "no component has id 'heaer'; the spec's components are header, more (did you mean 'header'?)"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-component",
                    message: "no component has id 'footer'; the spec's components are header, more"),
                DiagnosticSpec(
                    "3️⃣", rule: "unknown-component",
                    message: "no component has id 'mroe'; the spec's components are header, more (did you mean 'more'?)"
                ),
                DiagnosticSpec(
                    "4️⃣", rule: "unknown-component",
                    message: "no component has id 'heade'; the spec's components are header, more (did you mean 'header'?)"
                ),
            ]),
        Fixture(
            "a step in a spec without components",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: 1️⃣[]
            scenarios:
              - {name: a, steps: [{endRefreshing: 2️⃣header}]}
            """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-key", message: "components needs at least one component"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-component",
                    message: "no component has id 'header'; the spec has no component with a usable id"),
            ]),
        Fixture(
            // The spec has a component, but not one a step can name: "the spec has no
            // components" was said of it.
            "a step in a spec whose one component's id is invalid",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: 1️⃣"he::x", type: header}
            scenarios:
              - {name: a, steps: [{endRefreshing: 2️⃣header}]}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-identifier",
                    message: "'he::x' is not an identifier: a letter, then letters, digits, '_' or '-'"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-component",
                    message: "no component has id 'header'; the spec has no component with a usable id"),
            ]),
    ]
}
