import RefreshCodegen
import RefreshLocalization
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// A built-in key the spec's `strings` override in some languages: the generated code shows the
/// spec's text where SPEC.md §5 finds it and MJRefresh's own elsewhere, and the catalog holds
/// the text in every language that shows it, so the app shows what the scenarios test.
@Suite struct OverriddenTitleTests {
    /// `autoFooter.noMoreData` is overridden in `en` and `fr`; the footer does not write the
    /// label, so it shows the built-in key, which SPEC.md §5 looks up in `strings` first.
    static let text = """
        version: 1
        name: overrides
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 2000}}
        defaultLocale: en
        strings:
          en:
            feed.idle: Tap or pull up for more
            autoFooter.noMoreData: That's everything
          fr:
            feed.idle: Touchez pour plus
            autoFooter.noMoreData: C'est tout
          fr-CA:
            feed.idle: Touchez pour en voir plus
          it:
            feed.idle: Tocca per altro
          zh-Hans:
            feed.idle: 点击加载更多
        components:
          - id: more
            type: autoFooter
            labels: {idle: feed.idle}
        scenarios:
          - name: en
            locale: en
            steps: [endRefreshingWithNoMoreData: more, expect: {more: {state: noMoreData, text: That's everything}}]
          - name: fr-CA
            locale: fr-CA
            steps: [endRefreshingWithNoMoreData: more, expect: {more: {state: noMoreData, text: C'est tout}}]
          - name: it
            locale: it
            steps: [endRefreshingWithNoMoreData: more, expect: {more: {state: noMoreData, text: That's everything}}]
          - name: zh-Hans
            locale: zh-Hans
            steps: [endRefreshingWithNoMoreData: more, expect: {more: {state: noMoreData, text: 已经全部加载完毕}}]
        """

    static let key = "autoFooter.noMoreData"

    /// The locales of `strings` whose chain reaches the spec's text of the key (SPEC.md §5):
    /// `en` and `fr` have their own; `fr-CA` falls back to `fr` (step 1, its chain); `it` has no
    /// built-in texts, so step 3 gives `strings[en]`; `zh-Hans` finds the built-in Chinese in
    /// step 2 before the default locale, so it is not one of them.
    static let languages = ["en", "fr", "fr-CA", "it"]

    static func generate() throws -> (Spec, GeneratedFiles) {
        let loaded = Spec.load(source: Source(path: "overrides.yaml", bytes: Array(text.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        return (
            spec, SwiftGenerator.generate(spec, strings: loaded.strings, file: "overrides.yaml", options: GeneratedSpecs.options)
        )
    }

    /// The code with every line break and the indentation after it read as one space (none
    /// after an opening parenthesis), so that a call is found however the line length broke it.
    static func joined(_ code: String) -> String {
        var text = ""
        for line in code.split(separator: "\n") {
            if !text.isEmpty, text.last != "(" { text += " " }
            text += line.drop { $0 == " " }
        }
        return text
    }

    @Test func aLabelTheSpecDoesNotWriteGetsTheSpecsTextInTheLanguagesThatShowIt() throws {
        let (_, generated) = try Self.generate()
        let code = Self.joined(generated.swift)
        let languages = Self.languages.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(
            code.contains(
                "let noMoreDataTitle = overriddenTitle(\"\(Self.key)\", in: [\(languages)], mjRefreshKey: \"MJRefreshAutoFooterNoMoreDataText\")"
            ))
        #expect(code.contains("footer.setTitle(noMoreDataTitle, for: .noMoreData)"))
        #expect(code.contains("private static func overriddenTitle("))
        // A written key of the spec's own is read from the catalog as before; `refreshing` is
        // neither written nor overridden and stays MJRefresh's.
        #expect(
            code.contains("let idleTitle = String(localized: \"feed.idle\", table: \"RefreshSpecOverrides\", bundle: bundle)"))
        #expect(!code.contains("refreshingTitle"))
    }

    @Test func theCatalogHoldsTheTextInEveryLanguageThatShowsIt() throws {
        let (_, generated) = try Self.generate()
        let catalog = try XCStrings.parse(Array(generated.catalog.utf8), path: "RefreshSpecOverrides.xcstrings")
        // The fallbacks are written where the app's lookup finds them, in that language's table.
        #expect(catalog.texts["fr-CA"]?[Self.key] == "C'est tout")
        #expect(catalog.texts["it"]?[Self.key] == "That's everything")
        // zh-Hans shows MJRefresh's text, and no language the spec lacks is added to the app.
        #expect(catalog.texts["zh-Hans"]?[Self.key] == nil)
        #expect(Set(catalog.texts.keys) == ["en", "fr", "fr-CA", "it", "zh-Hans"])
    }

    @Test func eachScenarioExpectsWhatTheGeneratedCodeShowsInItsLanguage() throws {
        let (spec, generated) = try Self.generate()
        #expect(SpecRunner().run(spec, path: "overrides.yaml").failures.isEmpty)
        let catalog = try XCStrings.parse(Array(generated.catalog.utf8), path: "RefreshSpecOverrides.xcstrings")
        for scenario in spec.scenarios {
            let locale = scenario.locale
            let expected = scenario.steps.compactMap { step -> String? in
                guard case .expect(let expectation) = step.action else { return nil }
                return expectation.checks.compactMap { check -> String? in
                    if case .text(let text) = check.expected { text } else { nil }
                }.first
            }
            #expect(expected.count == 1)
            // In a language of `languages` the app reads the catalog; elsewhere MJRefresh's own
            // bundle, whose text for a language it ships is the built-in one.
            let shown =
                Self.languages.contains(locale)
                ? catalog.texts[locale]?[Self.key]
                : MJRefreshBundle.locales.contains(locale) ? LabelCatalog.builtIn.locales[locale]?[Self.key] : nil
            #expect(shown == expected.first, "\(locale)")
        }
    }
}
