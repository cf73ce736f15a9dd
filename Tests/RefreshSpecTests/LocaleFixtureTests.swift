import RefreshSpec
import Testing

/// Locales a spec shows that look mistyped, and the one missing-translation rule, each at its place.
@Suite struct LocaleFixtureTests {
    @Test(arguments: Fixture.locales) func locales(_ fixture: Fixture) {
        fixture.check()
    }
}

extension Fixture {
    private static let header = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        components:
          - {id: header, type: header, style: state, lastUpdated: {hidden: true}}

        """

    private static func unknown(_ locale: String, _ suggestion: String?, fallback: String = "en") -> String {
        "unknown locale '\(locale)': neither strings nor the built-in catalog has it, so its labels fall back to '\(fallback)'"
            + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }

    private static func fallsBack(_ locale: String, _ keys: [String], to origin: String) -> [String] {
        keys.map { "locale '\(locale)' has no '\($0)'; it falls back to \(origin)" }
    }

    private static func unread(_ block: String, shownAs shown: String, chain: String) -> String {
        "no locale the spec shows reads '\(block)': '\(shown)', the same locale, looks in strings for \(chain) and finds none, "
            + "so its labels never show these texts; name this block '\(shown)'"
    }

    /// Scenario locales, `setLocale` steps and `defaultLocale` that nothing serves.
    static let locales: [Fixture] = [
        // Issue 34: `zh_CN` suggested `zh-CN`, whose block was never read.
        Fixture(
            "a block of strings is read for its locale as written (zh-CN)",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down}
              zh-CN: {feed.idle: 下拉}
            components:
              - {id: header, type: header, style: state, lastUpdated: {hidden: true}, labels: {idle: feed.idle}}
            scenarios:
              - {name: a, locale: zh-CN, steps: [release]}
            """, []),
        Fixture(
            "a block the same locale written another way never reads",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down}
              1️⃣zh-Hans-CN: {feed.idle: 下拉}
              2️⃣ja-JP: {feed.idle: 引っ張って}
              en-GB: {feed.idle: Pull down please}
            components:
              - {id: header, type: header, style: state, lastUpdated: {hidden: true}, labels: {idle: feed.idle}}
            scenarios:
              - {name: a, locale: 3️⃣zh-CN, steps: [{setLocale: 4️⃣ja}]}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "unread-locale", message: unread("zh-Hans-CN", shownAs: "zh-CN", chain: "'zh-CN', 'zh-Hans', 'zh'")
                ),
                DiagnosticSpec("2️⃣", rule: "unread-locale", message: unread("ja-JP", shownAs: "ja", chain: "'ja'")),
                DiagnosticSpec(
                    "3️⃣", rule: "missing-translation", message: fallsBack("zh-CN", ["feed.idle"], to: "'en' of strings")[0]),
                DiagnosticSpec(
                    "4️⃣", rule: "missing-translation", message: fallsBack("ja", ["feed.idle"], to: "'en' of strings")[0]),
            ]),
        Fixture(
            "zh_CN suggests the block the spec writes for that locale",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down}
              zh-Hans-CN: {feed.idle: 下拉}
            components:
              - {id: header, type: header, style: state, lastUpdated: {hidden: true}, labels: {idle: feed.idle}}
            scenarios:
              - {name: a, locale: 1️⃣zh_CN, steps: [release]}
            """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-locale",
                    message: "'zh_CN' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'zh-Hans-CN'?)")
            ]),
        Fixture(
            "a country code, a language name and a case slip",
            header + """
                scenarios:
                  - {name: a, locale: 1️⃣jp, steps: [release]}
                  - {name: b, locale: 2️⃣japanese, steps: [release]}
                  - {name: c, locale: ja, steps: [{setLocale: 3️⃣cn}, {setLocale: 4️⃣Zh-hant}, {setLocale: jp}]}
                """,
            [
                DiagnosticSpec("1️⃣", rule: "unknown-locale", message: unknown("jp", "ja")),
                DiagnosticSpec("2️⃣", rule: "unknown-locale", message: unknown("japanese", "ja")),
                DiagnosticSpec("3️⃣", rule: "unknown-locale", message: unknown("cn", "zh-Hans")),
                DiagnosticSpec("4️⃣", rule: "unknown-locale", message: unknown("Zh-hant", "zh-Hant")),
            ]),
        Fixture(
            "a misspelt default locale falls back to built-in English",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: 1️⃣chinse
            components:
              - {id: more, type: autoFooter, style: state}
            """, [DiagnosticSpec("1️⃣", rule: "unknown-locale", message: unknown("chinse", "zh-Hans"))]),
        Fixture(
            "the spec's strings serve locales the catalog does not have (xx, xx-YY)",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: pt-PT
            strings:
              pt-PT: {autoFooter.idle: Carregar mais, autoFooter.refreshing: A carregar, autoFooter.noMoreData: Fim}
              xx: {autoFooter.idle: X, autoFooter.refreshing: X, autoFooter.noMoreData: X}
            components:
              - {id: more, type: autoFooter, style: state}
            scenarios:
              - {name: a, locale: xx, steps: [{setLocale: xx-YY}, {setLocale: 2️⃣pt}, {setLocale: 3️⃣jp}]}
            """,
            [
                DiagnosticSpec(
                    "2️⃣", rule: "missing-translation",
                    message: "locale 'pt' has no 'autoFooter.idle'; it falls back to 'pt-PT' of strings"),
                DiagnosticSpec(
                    "2️⃣", rule: "missing-translation",
                    message: "locale 'pt' has no 'autoFooter.refreshing'; it falls back to 'pt-PT' of strings"),
                DiagnosticSpec(
                    "2️⃣", rule: "missing-translation",
                    message: "locale 'pt' has no 'autoFooter.noMoreData'; it falls back to 'pt-PT' of strings"),
                DiagnosticSpec("3️⃣", rule: "unknown-locale", message: unknown("jp", "ja", fallback: "pt-PT")),
            ]),
        Fixture(
            "valid tags that fall back along their chain are quiet",
            header + """
                scenarios:
                  - {name: a, locale: en-GB, steps: [{setLocale: fr-CA}, {setLocale: zh-Hant-TW}, {setLocale: zh-SG}]}
                """, []),
        Fixture(
            "a real language without texts is a missing translation, not a mistake",
            header + """
                scenarios:
                  - {name: a, locale: 1️⃣it, steps: [release]}
                """,
            fallsBack("it", ["header.idle", "header.pulling", "header.refreshing"], to: "the built-in 'en'").map {
                DiagnosticSpec("1️⃣", rule: "missing-translation", message: $0)
            }),
        Fixture(
            "a malformed locale says what it probably means",
            header + """
                defaultLocale: 1️⃣zh_CN
                scenarios:
                  - {name: a, locale: 2️⃣portuguese, steps: [{setLocale: 3️⃣en_us}]}
                """,
            [
                DiagnosticSpec(
                    "1️⃣", rule: "invalid-locale",
                    message: "'zh_CN' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'zh-CN'?)"),
                DiagnosticSpec(
                    "2️⃣", rule: "invalid-locale",
                    message: "'portuguese' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'pt-BR'?)"
                ),
                DiagnosticSpec(
                    "3️⃣", rule: "invalid-locale",
                    message: "'en_us' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'en-US'?)"),
            ]),
        Fixture(
            "a locale of strings lacks a key another defines, though the catalog has it",
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {header.idle: Pull to refresh, header.pulling: Let go}
              1️⃣ko: {}
            components:
              - {id: header, type: header, style: state, lastUpdated: {hidden: true}}
            scenarios:
              - {name: a, locale: ko, steps: [{setLocale: ja}]}
            """,
            fallsBack("ko", ["header.idle", "header.pulling"], to: "the built-in 'ko'").map {
                DiagnosticSpec("1️⃣", rule: "missing-translation", message: $0)
            }),
    ]
}
