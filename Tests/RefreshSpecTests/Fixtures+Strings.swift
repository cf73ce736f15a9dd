extension Fixture {
    /// The checks of SPEC.md §5 on `strings`.
    static let strings: [Fixture] = [
        Fixture(
            // Ids are matched as written: `zh-hans` is not the built-in `zh-Hans`, and `pt-br`
            // not `pt-BR`; `en-gb` is no built-in locale, so its case is not said to be wrong.
            "a built-in locale in another letter case",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: en-gb
            strings:
              1️⃣zh-hans: {feed.idle: 下拉}
              2️⃣pt-br: {feed.idle: Puxe}
              en-gb: {feed.idle: Pull}
              zh-Hant: {feed.idle: 下拉}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-locale",
                    message:
                        "locale 'zh-hans' differs from the built-in 'zh-Hans' only in letter case; ids are matched as written, so the two are not one locale: write 'zh-Hans'"
                ),
                DiagnosticSpec(
                    "2️⃣", rule: "unknown-locale",
                    message:
                        "locale 'pt-br' differs from the built-in 'pt-BR' only in letter case; ids are matched as written, so the two are not one locale: write 'pt-BR'"
                ),
            ]),
        Fixture(
            // Reported at the `<<`; before, at the anchored mapping (`en: &en`, line 4) as "expected a string".
            "a merge key in a locale",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: &en
                feed.idle: Pull
              fr: {1️⃣<<: *en, feed.idle: Tirer}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unknown-key",
                    message:
                        "unknown key '<<' in locale 'fr' of strings: YAML 1.1 merge keys are not part of YAML 1.2; write the keys out"
                )
            ]),
        Fixture(
            "key missing in another locale",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down, feed.pulling: Release}
              1️⃣zh-Hans: {feed.idle: 下拉可以刷新}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "missing-translation",
                    message: "locale 'zh-Hans' has no 'feed.pulling'; it falls back to 'en' of strings")
            ]),
        Fixture(
            "key no label uses",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down, 1️⃣feed.unused: Never shown}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
            """, [DiagnosticSpec("1️⃣", rule: "unused-string", message: "no label uses 'feed.unused'")]),
        Fixture(
            "columns count Unicode scalars",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: zh-Hans
            strings:
              zh-Hans: {feed.idle: 下拉可以刷新🙂, 1️⃣feed.unused: 从未显示}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
            """, [DiagnosticSpec("1️⃣", rule: "unused-string", message: "no label uses 'feed.unused'")]),
        Fixture(
            "overriding a built-in key counts as use",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {header.idle: Pull, header.lastTime: "Updated: ", 1️⃣backFooter.idle: Up}
            components:
              - {id: header, type: header}
            """, [DiagnosticSpec("1️⃣", rule: "unused-string", message: "no label uses 'backFooter.idle'")]),
        Fixture(
            "placeholders",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: 1️⃣"%@ items", feed.pulling: 2️⃣"Release {name}"}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "placeholder", message: "labels have no placeholders in version 1, but this text contains '%@'"),
                DiagnosticSpec(
                    "2️⃣", rule: "placeholder", message: "labels have no placeholders in version 1, but this text contains '{'"),
            ]),
        Fixture(
            // `Pull down, to refresh` in a flow mapping is the text `Pull down` and a key
            // `to refresh` with no value: the message says so at the key, with the text to quote.
            "a text cut by a comma in a flow mapping",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down, 1️⃣to refresh}
            components:
              - {id: header, type: header, labels: {idle: feed.idle}}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "wrong-type",
                    message:
                        "'to refresh' has no text, as a ',' inside {...} ends the text before it; to write 'Pull down, to refresh', put it in quotes"
                )
            ]),
        Fixture(
            "texts written without their locale",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              1️⃣feed.idle: Pull
              en: {feed.pulling: Release}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
            """,
            [
                // One error, at the text; the label naming it is not reported again as an unknown key.
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-locale",
                    message:
                        "'feed.idle' is not a BCP 47 locale id such as en, zh-Hans or pt-BR, and strings holds locales, each with its texts under it: write the key under a locale, as in strings: {en: {feed.idle: ...}}"
                )
            ]),
        Fixture(
            "locale key shape",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              1️⃣en_US: {header.idle: Pull}
            components:
              - {id: header, type: header}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-locale",
                    message: "'en_US' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'en-US'?)")
            ]
        ),
    ]
}
