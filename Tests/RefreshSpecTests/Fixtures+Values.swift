extension Fixture {
    /// Value types, ranges and shapes.
    static let values: [Fixture] = [
        Fixture(
            "a time zone the system does not know",
            """
            version: 1
            clock: {timeZone: 1️⃣Mars/Olympus}
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: h, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-time",
                    message: "'Mars/Olympus' is not a time zone: UTC, an offset such as +08:00, or a name such as Asia/Shanghai"
                )
            ]),
        Fixture(
            "number expected",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, height: 1️⃣tall}
            """, [DiagnosticSpec("1️⃣", rule: "wrong-type", message: "expected a number, found 'tall'")]),
        Fixture(
            // A fraction key written as a percentage gets the fraction to write (120 / 100 = 1.2,
            // 12.5 / 100 = 0.125, also with a space before `%`, and in an expectation); a key in
            // points written so keeps the plain message, as no fraction is meant there.
            "a percentage where a fraction goes",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, triggerRate: 1️⃣120%, ignoredContentInset: 2️⃣5%}
              - {id: more, type: autoFooter, triggerPercent: 3️⃣12.5 %}
            scenarios:
              - name: a
                steps: [{expect: {header: {pullingPercent: 4️⃣50%}}}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-type",
                    message: "expected a number, found '120%': triggerRate is a fraction, 1 for 100%; write 1.2"),
                DiagnosticSpec("2️⃣", rule: "wrong-type", message: "expected a number, found '5%'"),
                DiagnosticSpec(
                    "3️⃣", rule: "wrong-type",
                    message: "expected a number, found '12.5 %': triggerPercent is a fraction, 1 for 100%; write 0.125"),
                DiagnosticSpec(
                    "4️⃣", rule: "wrong-type",
                    message: "expected a number, found '50%': pullingPercent is a fraction, 1 for 100%; write 0.5"),
            ]),
        Fixture(
            "yes is not a boolean",
            """
            version: 1
            scrollView:
              frame: {width: 375, height: 667}
              pagingEnabled: 1️⃣yes
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "invalid-bool", message: "'yes' is not a boolean in YAML 1.2; write true or false")]),
        Fixture(
            "quoted true is not a boolean",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, inWindow: 1️⃣"true"}
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "wrong-type", message: "expected true or false, found the quoted text 'true'")]),
        Fixture(
            "frame width must be positive",
            """
            version: 1
            scrollView: {frame: {width: 1️⃣0, height: 667}}
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "out-of-range", message: "width must be greater than 0, found 0")]),
        Fixture(
            "bounce duration must not be negative",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, bounceDuration: 1️⃣-1}
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "out-of-range", message: "bounceDuration must be at least 0, found -1")]),
        Fixture(
            "autoTriggerTimes 0",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: more, type: autoFooter, autoTriggerTimes: 1️⃣0}]
            """, [DiagnosticSpec("1️⃣", rule: "out-of-range", message: "autoTriggerTimes must be at least 1 or -1, found 0")]),
        Fixture(
            "integer expected",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, dataCount: 1️⃣2.5}
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "wrong-type", message: "expected an integer, found '2.5'")]),
        Fixture(
            "unknown enum value",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, kind: 1️⃣tabel}
            components: [{id: header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-value",
                    message: "unknown kind 'tabel'; expected one of plain, table, collection (did you mean 'table'?)")
            ]),
        Fixture(
            "unknown component type",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: 1️⃣heder}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-value",
                    message:
                        "unknown type 'heder'; expected one of header, backFooter, autoFooter, trailer, scrollObserver (did you mean 'header'?)"
                )
            ]),
        Fixture(
            // UIKit's names and a part of a type's name: `tableView` starts with `table`,
            // `scrollObserver` ends with `observer`; `footer` ends two types, so none is named.
            "a value that holds one candidate, or ends one",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, kind: 1️⃣tableView}
            components:
              - {id: header, type: header}
              - {id: watcher, type: 2️⃣observer}
              - {id: more, type: 3️⃣footer}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-value",
                    message: "unknown kind 'tableView'; expected one of plain, table, collection (did you mean 'table'?)"),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-value",
                    message:
                        "unknown type 'observer'; expected one of header, backFooter, autoFooter, trailer, scrollObserver (did you mean 'scrollObserver'?)"
                ),
                DiagnosticSpec(
                    "3️⃣", rule: "unknown-value",
                    message: "unknown type 'footer'; expected one of header, backFooter, autoFooter, trailer, scrollObserver"),
            ]),
        Fixture(
            "locale id shape",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: 1️⃣zh_Hans
            components: [{id: header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-locale",
                    message: "'zh_Hans' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'zh-Hans'?)")
            ]),
        Fixture(
            "identifier shape",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: 1️⃣1header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-identifier",
                    message: "'1header' is not an identifier: a letter, then letters, digits, '_' or '-'")
            ]),
        Fixture(
            "time and time zone",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            clock: {now: 1️⃣2026-02-30T12:00:00Z, timeZone: 2️⃣Asia Shanghai}
            components: [{id: header, type: header}]
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-time",
                    message: "'2026-02-30T12:00:00Z' is not an ISO-8601 time such as 2026-01-01T12:00:00Z"),
                DiagnosticSpec(
                    "2️⃣", rule: "invalid-time",
                    message: "'Asia Shanghai' is not a time zone: UTC, an offset such as +08:00, or a name such as Asia/Shanghai"
                ),
            ]),
        Fixture(
            "string expected",
            """
            version: 1
            description: 1️⃣[a, b]
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            """, [DiagnosticSpec("1️⃣", rule: "wrong-type", message: "expected a string, found a sequence")]),
        Fixture(
            "animation neither mapping nor none",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header, animation: 1️⃣fast}]
            """, [DiagnosticSpec("1️⃣", rule: "wrong-type", message: "expected a mapping {fast, slow} or none, found 'fast'")]),
    ]
}
