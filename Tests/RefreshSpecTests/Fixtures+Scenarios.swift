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
                """, [(1, "unknown-step", "unknown step 'relase' (did you mean 'release'?)")]),
        Fixture(
            "numbers that would make the simulation run away",
            head + """
                  - name: a
                    steps: [{drag: {dy: 1️⃣1e20}}, {drag: {dy: 10, steps: 2️⃣1000000000}}, {scrollTo: {y: 3️⃣-2e6}}]
                """,
            [
                (1, "out-of-range", "dy must be at most 1000000, found 1e20"),
                (2, "out-of-range", "steps must be at most 100000, found 1000000000"),
                (3, "out-of-range", "y must be at least -1000000, found -2e6"),
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
                (
                    1, "unknown-value",
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
                (1, "missing-argument", "step 'scrollTo' changes nothing: give at least one of its values"),
                (2, "missing-argument", "step 'setContentInset' changes nothing: give at least one of its values"),
            ]),
        Fixture(
            "step with two keys",
            head + """
                  - name: a
                    steps: [1️⃣{drag: {dy: 10}, wait: 1}]
                """, [(1, "invalid-step", "a step is one key with its argument, but this mapping has 2 keys")]),
        Fixture(
            "step without its argument",
            head + """
                  - name: a
                    steps: [1️⃣drag, 2️⃣wait: ]
                """,
            [
                (1, "missing-argument", "step 'drag' needs an argument"),
                (2, "missing-argument", "step 'wait' needs an argument"),
            ]),
        Fixture(
            "bare step with an argument",
            head + """
                  - name: a
                    steps: [appear: 1️⃣now]
                """, [(1, "unexpected-argument", "step 'appear' takes no argument")]),
        Fixture(
            "step names an unknown component",
            head + """
                  - name: a
                    steps: [beginRefreshing: 1️⃣heade]
                """,
            [
                (
                    1, "unknown-component",
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
                (1, "wrong-component-type", "'tap' does not apply to header 'header' (only to autoFooter)"),
                (
                    2, "wrong-component-type",
                    "'endRefreshingWithNoMoreData' does not apply to header 'header' (only to backFooter, autoFooter, trailer)"
                ),
                (
                    3, "wrong-component-type",
                    "'setHidden' does not apply to scrollObserver 'watcher' (only to header, backFooter, autoFooter, trailer)"
                ),
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
                (1, "out-of-range", "wait must be at least 0, found -1"),
                (2, "unknown-key", "unknown key 'dz' in drag (did you mean 'dx'?)"),
                (3, "missing-key", "missing required key 'count' in reloadData"),
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
                (1, "unknown-key", "unknown key 'stat' in expect of header 'header' (did you mean 'state'?)"),
                (2, "not-applicable", "'lastEvent' does not apply to header (only to scrollObserver)"),
                (3, "not-applicable", "'image' does not apply to style normal (only to gif)"),
                (
                    4, "not-applicable",
                    "'state' does not apply to scrollObserver (only to header, backFooter, autoFooter, trailer)"
                ),
                (5, "unknown-key", "unknown key 'offset' in expect scrollView (did you mean 'offsetX'?)"),
                (6, "unknown-component", "no component has id 'footer'; the spec's components are header, more, watcher"),
            ]),
        Fixture(
            "expect values",
            head + """
                  - name: a
                    steps:
                      - expect: {header: {state: 1️⃣refresing, pullingPercent: 2️⃣high}, watcher: {lastEvent: {direction: 3️⃣left}}}
                """,
            [
                (
                    1, "unknown-value",
                    "unknown state 'refresing'; expected one of idle, pulling, refreshing, willRefresh, noMoreData (did you mean 'refreshing'?)"
                ),
                (2, "wrong-type", "expected a number, found 'high'"),
                (3, "unknown-value", "unknown direction 'left'; expected one of up, down"),
            ]),
        Fixture(
            "duplicate scenario name",
            head + """
                  - {name: a, steps: [appear]}
                  - {name: 1️⃣a, steps: [appear]}
                """, [(1, "duplicate-scenario", "scenario name 'a' is used twice")]),
        Fixture(
            "scenario without steps",
            head + """
                  - 1️⃣name: a
                """, [(1, "missing-key", "missing required key 'steps' in scenario")]),
    ]
}
