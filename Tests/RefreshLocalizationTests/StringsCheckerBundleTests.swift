import Diagnostics
import RefreshLocalization
import RefreshSpec
import Testing
import YAML

/// `strings check` warns where a label shows a built-in text MJRefresh.bundle lacks: the bundle's
/// en, ko, ru and uk `Localizable.strings` have no `MJRefreshTrailerIdleText` or
/// `MJRefreshTrailerPullingText`, so MJRefresh shows the key name there.
@Suite struct StringsCheckerBundleTests {
    private func findings(_ text: String) throws -> [Diagnostic] {
        let loaded = Spec.load(source: Source(path: "pager.yaml", bytes: Array(text.utf8)))
        return try #require(StringsChecker(loaded: loaded)).diagnostics()
            .filter { $0.rule == "not-in-mjrefresh-bundle" }
    }

    @Test func englishTrailerTextsAreRefreshspecsOwn() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - id: pager
                type: trailer
                labels: {idle: trailer.idle}
            scenarios:
              - {name: swipe, steps: [release]}
            """
        let found = try findings(text)
        // Sorted by position: the built-in pulling label at the component, then the idle label.
        // The component at 4:5, its idle label's key at 6:20.
        #expect(found.map(\.mark) == [Mark(line: 4, column: 5), Mark(line: 6, column: 20)])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(
            found.map(\.message) == [
                "'trailer.pulling' shows refreshspec's own 'en' text 'Release to see more': MJRefresh.bundle has no "
                    + "MJRefreshTrailerPullingText for 'en', so MJRefresh shows 'MJRefreshTrailerPullingText'; give the text in strings",
                "'trailer.idle' shows refreshspec's own 'en' text 'Slide left to see more': MJRefresh.bundle has no "
                    + "MJRefreshTrailerIdleText for 'en', so MJRefresh shows 'MJRefreshTrailerIdleText'; give the text in strings",
            ])
    }

    /// zh-Hans.lproj has both trailer texts; a spec's own text is never MJRefresh's business.
    @Test func bundleTextsAndSpecTextsAreQuiet() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: zh-Hans
            strings:
              ko: {trailer.idle: 밀어서 더 보기, trailer.pulling: 놓으면 더 보기}
            components:
              - {id: pager, type: trailer}
            scenarios:
              - {name: swipe, locale: ko, steps: [release]}
            """
        #expect(try findings(text).isEmpty)
    }

    /// Russian shows the built-in Russian trailer texts, which MJRefresh's ru.lproj lacks: idle's
    /// `trailer.idle`, and while refreshing `trailer.pulling` (MJRefreshStateTrailer's refreshing
    /// title is its pulling text); the spec's own pulling text is no built-in one.
    @Test func aScenarioLocaleCanShowThem() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: zh-Hans
            components:
              - {id: more, type: trailer, labels: {pulling: {text: 松开}}}
            scenarios:
              - {name: swipe, locale: ru-RU, steps: [release]}
            """
        let found = try findings(text)
        // Both at the component, 5:5.
        #expect(found.map(\.mark) == [Mark(line: 5, column: 5), Mark(line: 5, column: 5)])
        let keys = Set(found.map { $0.message.prefix { $0 != " " } })
        #expect(keys == ["'trailer.idle'", "'trailer.pulling'"])
        #expect(found.allSatisfy { $0.message.contains("shows refreshspec's own 'ru' text") })
    }
}
