extension Fixture {
    /// A spec head with one component of each kind, for scenario fixtures.
    private static let head = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - {id: header, type: header}
          - {id: more, type: autoFooter}
          - {id: watcher, type: scrollObserver}
        scenarios:

        """

    /// Steps, their arguments, and `expect` fields.
    static let scenarios: [Fixture] = [
        Fixture(
            "unknown step",
            head + """
                  - name: a
                    steps: [1️⃣relase]
                """, [DiagnosticSpec("1️⃣", rule: "unknown-step", message: "unknown step 'relase' (did you mean 'release'?)")]),
        Fixture(
            // An alias repeats the scenario: its name's second use is its first place.
            "a scenario an alias repeats",
            head + """
                  - &pull {name: 1️⃣a, steps: [release]}
                  - *pull
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "duplicate-scenario",
                    message:
                        "scenario name 'a' is used twice: an alias repeats this scenario; write the second one out in full and rename it"
                )
            ]),
        Fixture(
            // A wait with a unit of time says the number to write (300 ms = 0.3 s, 2 s = 2,
            // 25 ms = 0.025 s); an unknown unit and an expectation's bare state say what goes there.
            "a wait with a unit and an expectation with a bare state",
            head + """
                  - name: a
                    steps:
                      - wait: 1️⃣300ms
                      - wait: 2️⃣2 s
                      - wait: 3️⃣25ms
                      - wait: 4️⃣3min
                      - expect: {header: 5️⃣idle}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-type", message: "wait takes seconds as a plain number: write 'wait: 0.3' for '300ms'"),
                DiagnosticSpec(
                    "2️⃣", rule: "wrong-type", message: "wait takes seconds as a plain number: write 'wait: 2' for '2 s'"),
                DiagnosticSpec(
                    "3️⃣", rule: "wrong-type", message: "wait takes seconds as a plain number: write 'wait: 0.025' for '25ms'"),
                DiagnosticSpec("4️⃣", rule: "wrong-type", message: "expected a number, found '3min'"),
                DiagnosticSpec(
                    "5️⃣", rule: "wrong-type",
                    message: "expected a mapping of fields for 'header', found the state 'idle': write {header: {state: idle}}"),
            ]),
        Fixture(
            // `expect`'s keys written at its own indentation are beside it, in the step's mapping:
            // the message says to indent them; two steps in one item keep the plain message.
            "a step's argument written beside it",
            head + """
                  - name: a
                    steps:
                      - 1️⃣expect:
                        header: {state: idle}
                        scrollView: {offsetY: 0}
                      - 2️⃣release:
                        wait: 1
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-step",
                    message:
                        "a step is one key with its argument, but this mapping has 3 keys: 'expect' has no value, and header, scrollView are beside it rather than under it; indent them under expect"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "invalid-step", message: "a step is one key with its argument, but this mapping has 2 keys"),
            ]),
        Fixture(
            // Four letters left out of the middle are too many to edit, but name one step; the
            // shorter `endRefreshing` that the word starts with is not the one meant.
            "unknown step with a word left out",
            head + """
                  - name: a
                    steps: [{1️⃣endRefreshingWithNoData: 2️⃣header}]
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-step",
                    message: "unknown step 'endRefreshingWithNoData' (did you mean 'endRefreshingWithNoMoreData'?)"),
                // Read as the step it probably means, whose argument is then checked too.
                DiagnosticSpec(
                    "2️⃣", rule: "wrong-component-type",
                    message:
                        "'endRefreshingWithNoMoreData' does not apply to header 'header' (only to backFooter, autoFooter, trailer)"
                ),
            ]),
        Fixture(
            // A step's name and its argument with no `:` between them: YAML reads `wait 0.5` as one
            // text, and `drag {dy: 40}` as the key `drag {dy` with the text `40}`; a word that only
            // starts like a step (`appear now`: appear takes nothing) keeps the plain message.
            "a step's argument written with no colon",
            head + """
                  - name: a
                    steps:
                      - 1️⃣wait 0.5
                      - 2️⃣drag {dy: 40}
                      - 3️⃣beginRefreshing header
                      - 4️⃣appear now
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-step",
                    message: "unknown step 'wait 0.5': 'wait' needs a ':' before its argument; write 'wait: 0.5'"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-step",
                    message: "unknown step 'drag {dy': 'drag' needs a ':' before its argument; write 'drag: {dy: 40}'"),
                DiagnosticSpec(
                    "3️⃣", rule: "unknown-step",
                    message:
                        "unknown step 'beginRefreshing header': 'beginRefreshing' needs a ':' before its argument; write 'beginRefreshing: header'"
                ),
                DiagnosticSpec("4️⃣", rule: "unknown-step", message: "unknown step 'appear now' (did you mean 'appear'?)"),
            ]),
        Fixture(
            "numbers that would make the simulation run away",
            head + """
                  - name: a
                    steps: [{drag: {dy: 1️⃣1e20}}, {drag: {dy: 10, steps: 2️⃣1000000000}}, {scrollTo: {y: 3️⃣-2e6}}]
                """,
            [
                DiagnosticSpec("1️⃣", rule: "out-of-range", message: "dy must be at most 1000000, found 1e20"),
                DiagnosticSpec("2️⃣", rule: "out-of-range", message: "steps must be at most 100000, found 1000000000"),
                DiagnosticSpec("3️⃣", rule: "out-of-range", message: "y must be at least -1000000, found -2e6"),
            ]),
        Fixture(
            "a component with an invalid type is not also missing from steps",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: h, type: 1️⃣headr}]
            scenarios:
              - name: a
                steps: [{beginRefreshing: h}, {expect: {h: {state: refreshing}}}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-value",
                    message:
                        "unknown type 'headr'; expected one of header, backFooter, autoFooter, trailer, scrollObserver (did you mean 'header'?)"
                )
            ]),
        Fixture(
            "step that changes nothing",
            head + """
                  - name: a
                    steps: [{scrollTo: 1️⃣{}}, {setContentInset: 2️⃣{}}]
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "missing-argument", message: "step 'scrollTo' changes nothing: give at least one of its values"),
                DiagnosticSpec(
                    "2️⃣", rule: "missing-argument",
                    message: "step 'setContentInset' changes nothing: give at least one of its values"),
            ]),
        Fixture(
            "step with two keys",
            head + """
                  - name: a
                    steps: [1️⃣{drag: {dy: 10}, wait: 1}]
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-step", message: "a step is one key with its argument, but this mapping has 2 keys")
            ]),
        Fixture(
            "step without its argument",
            head + """
                  - name: a
                    steps: [1️⃣drag, 2️⃣wait: ]
                """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-argument", message: "step 'drag' needs an argument"),
                DiagnosticSpec("2️⃣", rule: "missing-argument", message: "step 'wait' needs an argument"),
            ]),
        Fixture(
            "bare step with an argument",
            head + """
                  - name: a
                    steps: [appear: 1️⃣now]
                """, [DiagnosticSpec("1️⃣", rule: "unexpected-argument", message: "step 'appear' takes no argument")]),
        Fixture(
            "step names an unknown component",
            head + """
                  - name: a
                    steps: [beginRefreshing: 1️⃣heade]
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-component",
                    message:
                        "no component has id 'heade'; the spec's components are header, more, watcher (did you mean 'header'?)"
                )
            ]),
        Fixture(
            "step on the wrong component type",
            head + """
                  - name: a
                    steps:
                      - tap: 1️⃣header
                      - endRefreshingWithNoMoreData: 2️⃣header
                      - setHidden: {3️⃣watcher: true}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-component-type", message: "'tap' does not apply to header 'header' (only to autoFooter)"),
                DiagnosticSpec(
                    "2️⃣", rule: "wrong-component-type",
                    message:
                        "'endRefreshingWithNoMoreData' does not apply to header 'header' (only to backFooter, autoFooter, trailer)"
                ),
                DiagnosticSpec(
                    "3️⃣", rule: "wrong-component-type",
                    message:
                        "'setHidden' does not apply to scrollObserver 'watcher' (only to header, backFooter, autoFooter, trailer)"
                ),
            ]),
        Fixture(
            "tap on a plain auto footer, which has no label to tap",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: autoFooter, style: plain}
            scenarios:
              - name: a
                steps:
                  - 1️⃣tap: more
                  - expect: {more: {state: idle}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "tap-without-label",
                    message:
                        "'tap' does nothing on plain auto footer 'more': only the state, normal and gif styles have a label to tap"
                )
            ]),
        Fixture(
            "step argument values",
            head + """
                  - name: a
                    steps:
                      - wait: 1️⃣-1
                      - drag: {2️⃣dz: 4}
                      - reloadData: 3️⃣{contentSize: {height: 100}}
                """,
            [
                DiagnosticSpec("1️⃣", rule: "out-of-range", message: "wait must be at least 0, found -1"),
                // `dz` is one edit from `dx` and from `dy`: both are offered.
                DiagnosticSpec("2️⃣", rule: "unknown-key", message: "unknown key 'dz' in drag (did you mean 'dx' or 'dy'?)"),
                DiagnosticSpec("3️⃣", rule: "missing-key", message: "missing required key 'count' in reloadData"),
            ]),
        Fixture(
            "unknown expect fields",
            head + """
                  - name: a
                    steps:
                      - expect:
                          header: {1️⃣stat: idle, 2️⃣lastEvent: {direction: up}, 3️⃣image: 1}
                          watcher: {4️⃣state: idle}
                          scrollView: {5️⃣offset: 0}
                          6️⃣footer: {state: idle}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key", message: "unknown key 'stat' in expect of header 'header' (did you mean 'state'?)"),
                DiagnosticSpec(
                    "2️⃣", rule: "not-applicable", message: "'lastEvent' does not apply to header (only to scrollObserver)"),
                DiagnosticSpec("3️⃣", rule: "not-applicable", message: "'image' does not apply to style normal (only to gif)"),
                DiagnosticSpec(
                    "4️⃣", rule: "not-applicable",
                    message: "'state' does not apply to scrollObserver (only to header, backFooter, autoFooter, trailer)"
                ),
                DiagnosticSpec(
                    "5️⃣", rule: "unknown-key",
                    message: "unknown key 'offset' in expect scrollView (did you mean 'offsetX' or 'offsetY'?)"),
                DiagnosticSpec(
                    "6️⃣", rule: "unknown-component",
                    message: "no component has id 'footer'; the spec's components are header, more, watcher"),
            ]),
        Fixture(
            "layoutDirection only where labels are laid out",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, style: plain}
              - {id: more, type: backFooter}
              - {id: watcher, type: scrollObserver}
            scenarios:
              - name: a
                steps:
                  - expect: {header: {1️⃣layoutDirection: rtl}, watcher: {2️⃣layoutDirection: ltr}, more: {layoutDirection: 3️⃣left}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "'layoutDirection' does not apply to style plain (only to state, normal, gif)"),
                DiagnosticSpec(
                    "2️⃣", rule: "not-applicable",
                    message:
                        "'layoutDirection' does not apply to scrollObserver (only to header, backFooter, autoFooter, trailer)"
                ),
                DiagnosticSpec(
                    "3️⃣", rule: "unknown-value",
                    message: "unknown layoutDirection 'left'; expected one of ltr, rtl"),
            ]),
        Fixture(
            "expect values",
            head + """
                  - name: a
                    steps:
                      - expect: {header: {state: 1️⃣refresing, pullingPercent: 2️⃣high}, watcher: {lastEvent: {direction: 3️⃣left}}}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-value",
                    message:
                        "unknown state 'refresing'; expected one of idle, pulling, refreshing, willRefresh, noMoreData (did you mean 'refreshing'?)"
                ),
                DiagnosticSpec("2️⃣", rule: "wrong-type", message: "expected a number, found 'high'"),
                DiagnosticSpec("3️⃣", rule: "unknown-value", message: "unknown direction 'left'; expected one of up, down"),
            ]),
        Fixture(
            "duplicate scenario name",
            head + """
                  - {name: a, steps: [appear]}
                  - {name: 1️⃣a, steps: [appear]}
                """, [DiagnosticSpec("1️⃣", rule: "duplicate-scenario", message: "scenario name 'a' is used twice")]),
        Fixture(
            "scenario without steps",
            head + """
                  - 1️⃣name: a
                """, [DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'steps' in scenario")]),
    ]
}
