extension Fixture {
    /// Component keys, types, styles, slots, colors and labels.
    static let components: [Fixture] = [
        Fixture(
            "a component of no type is named 'component' in its key messages",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - 1️⃣id: mystery
                2️⃣heigth: 54
            """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'type' in component"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-key", message: "unknown key 'heigth' in component (did you mean 'height'?)"),
            ]),
        Fixture(
            // Keys written one level too far left: each is a key of the one mapping or list
            // nested there, and says where it goes.
            "keys of a nested mapping or list at the top level",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            1️⃣kind: table
            2️⃣ignoredContentInset: 3
            components:
              - {id: header, type: header}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message: "unknown key 'kind' in the spec; it is a key of scrollView: indent it under scrollView"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-key",
                    message:
                        "unknown key 'ignoredContentInset' in the spec; it is a key of each item of components: indent it under components"
                ),
            ]),
        Fixture(
            "misspelt key with suggestion",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: more
                type: autoFooter
                1️⃣triggerPrecent: 0.5
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message: "unknown key 'triggerPrecent' in autoFooter (did you mean 'triggerPercent'?)")
            ]),
        Fixture(
            "key for another type",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
                1️⃣triggerPercent: 0.5
                2️⃣width: 80
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable", message: "'triggerPercent' does not apply to header (only to autoFooter)"),
                DiagnosticSpec("2️⃣", rule: "not-applicable", message: "'width' does not apply to header (only to trailer)"),
            ]),
        Fixture(
            "hideWhenNoData is not for a header (MJRefresh never hid one)",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
                1️⃣hideWhenNoData: true
              - {id: more, type: backFooter, hideWhenNoData: true}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "'hideWhenNoData' does not apply to header (only to backFooter, autoFooter, trailer)")
            ]),
        Fixture(
            "key for another style",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
                style: state
                1️⃣images: {idle: {frames: 3}}
            """, [DiagnosticSpec("1️⃣", rule: "not-applicable", message: "'images' does not apply to style state (only to gif)")]),
        Fixture(
            "state the type never enters",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: more
                type: autoFooter
                labels: {1️⃣pulling: {text: Let go}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "autoFooter has no state 'pulling' (its states: idle, refreshing, willRefresh, noMoreData)")
            ]),
        Fixture(
            "unknown state in labels",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: header
                type: header
                labels: {1️⃣idel: {text: Pull}}
            """, [DiagnosticSpec("1️⃣", rule: "unknown-key", message: "unknown key 'idel' in labels (did you mean 'idle'?)")]),
        Fixture(
            "missing id",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - 1️⃣type: header
                style: plain
            """, [DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'id' in header")]),
        Fixture(
            "the rest of a component without an id is still checked",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - 1️⃣type: autoFooter
                labels: {2️⃣pulling: {text: Let go}}
                triggerPercent: 3️⃣high
            """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'id' in autoFooter"),
                DiagnosticSpec(
                    "2️⃣", rule: "not-applicable",
                    message: "autoFooter has no state 'pulling' (its states: idle, refreshing, willRefresh, noMoreData)"
                ),
                DiagnosticSpec("3️⃣", rule: "wrong-type", message: "expected a number, found 'high'"),
            ]),
        Fixture(
            "no components",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: 1️⃣[]
            """, [DiagnosticSpec("1️⃣", rule: "missing-key", message: "components needs at least one component")]),
        Fixture(
            "duplicate id",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
              - {id: 1️⃣header, type: scrollObserver}
            """, [DiagnosticSpec("1️⃣", rule: "duplicate-id", message: "component id 'header' is used twice")]),
        Fixture(
            "two footers",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: back, type: backFooter}
              - {id: auto, type: 1️⃣autoFooter}
            """,
            [DiagnosticSpec("1️⃣", rule: "duplicate-slot", message: "a scroll view has one footer, but 'auto' is a second one")]),
        Fixture(
            "trailer on a vertical scroll view",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: more, type: 1️⃣trailer}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "axis-mismatch",
                    message: "a trailer expects a horizontal scroll view, but scrollView.axis is vertical")
            ]),
        Fixture(
            "auto footer on a horizontal scroll view",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, axis: horizontal}
            components:
              - {id: more, type: 1️⃣autoFooter}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "axis-mismatch",
                    message: "an autoFooter expects a vertical scroll view, but scrollView.axis is horizontal")
            ]),
        Fixture(
            "invalid color",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            colors: {label: 1️⃣"#12345"}
            components:
              - {id: header, type: header, textColor: 2️⃣"#GG0000"}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-color",
                    message: "'#12345' is not a color: it has 5 hex digits; write #RGB, #RRGGBB or #RRGGBBAA"),
                DiagnosticSpec(
                    "2️⃣", rule: "invalid-color",
                    message: "'#GG0000' is not a color: 'G' is not a hex digit; write #RGB, #RRGGBB or #RRGGBBAA"),
            ]),
        Fixture(
            "a use of an invalid color is not reported again",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            colors: {muted: 1️⃣"#C6FA1"}
            components:
              - {id: header, type: header, textColor: muted}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-color",
                    message: "'#C6FA1' is not a color: it has 5 hex digits; write #RGB, #RRGGBB or #RRGGBBAA")
            ]),
        Fixture(
            "unknown color name",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            colors: {label: "#5A5A5A"}
            components:
              - {id: header, type: header, textColor: 1️⃣lable}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-color",
                    message: "unknown color 'lable'; name an entry of colors or write #RRGGBB (did you mean 'label'?)")
            ]
        ),
        Fixture(
            // An alias repeats the component and its problems: the repeated id says so (its
            // first use is the same place), and the misspelt key is reported once, not per alias.
            "a component an alias repeats",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - &h {id: 1️⃣header, type: header, 2️⃣heigth: 5}
              - *h
              - *h
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "duplicate-id",
                    message:
                        "component id 'header' is used twice: an alias repeats this component; write the second one out in full and rename it"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-key", message: "unknown key 'heigth' in header (did you mean 'height'?)"),
            ]),
        Fixture(
            // A label's text cut by a comma in a flow mapping: its rest is an unknown key, and the
            // message gives the whole text to quote. A key with no value on a line of its own
            // (block style) is no such slip.
            "a label text cut by a comma",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, labels: {idle: {text: Pull down, 1️⃣to refresh}}}
              - id: footer
                type: backFooter
                labels:
                  idle:
                    text: Pull up
                    2️⃣more:
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message:
                        "unknown key 'to refresh' in label; a ',' inside {...} ends the text before it; to write 'Pull down, to refresh', put it in quotes"
                ),
                DiagnosticSpec("2️⃣", rule: "unknown-key", message: "unknown key 'more' in label"),
            ]),
        Fixture(
            // The key suggested is the one meant: it is not also reported as unused, but a key
            // nothing names or suggests still is.
            "label key found nowhere",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull, 2️⃣feed.extra: More}
            components:
              - {id: header, type: header, labels: {idle: 1️⃣feed.idel}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-label-key",
                    message:
                        "label key 'feed.idel' is found neither in strings nor in the built-in catalog (did you mean 'feed.idle'?)"
                ),
                DiagnosticSpec("2️⃣", rule: "unused-string", message: "no label uses 'feed.extra'"),
            ]),
        Fixture(
            // `nomoredata` on a header got a bare "unknown key", `Pulling` on an auto footer too.
            "a labels key that is no state of the type",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, labels: {1️⃣nomoredata: {text: a}, 2️⃣Pulling: {text: b}, 3️⃣loading: {text: c}}}
              - {id: more, type: autoFooter, labels: {4️⃣Pulling: {text: d}}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "not-applicable",
                    message: "header has no state 'nomoredata' (its states: idle, pulling, refreshing, willRefresh)"),
                DiagnosticSpec("2️⃣", rule: "unknown-key", message: "unknown key 'Pulling' in labels (did you mean 'pulling'?)"),
                DiagnosticSpec(
                    "3️⃣", rule: "unknown-key",
                    message: "unknown key 'loading' in labels; its keys are states: idle, pulling, refreshing, willRefresh"),
                DiagnosticSpec(
                    "4️⃣", rule: "not-applicable",
                    message: "autoFooter has no state 'Pulling' (its states: idle, refreshing, willRefresh, noMoreData)"),
            ]),
        Fixture(
            // The most common first mistake: the text itself where a key goes.
            "label text written as a key",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, labels: {pulling: 1️⃣Release to refresh, refreshing: 2️⃣正在刷新}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-label-key",
                    message:
                        "label key 'Release to refresh' is found neither in strings nor in the built-in catalog; to show it as it is, write {text: Release to refresh}"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-label-key",
                    message:
                        "label key '正在刷新' is found neither in strings nor in the built-in catalog; to show it as it is, write {text: 正在刷新}"
                ),
            ]),
        Fixture(
            "gif images need frames",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, style: gif, images: {idle: 1️⃣{duration: 1}, pulling: {frames: 2️⃣0}}}
            """,
            [
                DiagnosticSpec("1️⃣", rule: "missing-key", message: "missing required key 'frames' in images"),
                DiagnosticSpec("2️⃣", rule: "out-of-range", message: "frames must be at least 1, found 0"),
            ]),
    ]
}
