import Diagnostics
import RefreshCore
import RefreshSpec
import Testing
import YAML

/// The pseudo-locales `en-XA` and `ar-XB`, made from a spec's English texts when labels resolve.
@Suite struct PseudoLocaleTests {
    /// Every ASCII letter accented; "Pull down to refresh" has 20 characters, so ceil(0.4 × 20)
    /// = 8 more: " one" (4) is not yet 8, " one two" (8) is; all in brackets.
    @Test func accentedIsLongerAndBracketed() {
        #expect(PseudoLocale.accented.text(from: "Pull down to refresh") == "[Ƥűłł ďőŵñ ţő ŕéƒŕéšħ one two]")
        // "Loading..." has 10 characters: ceil(4) = 4 more, " one" (4); the dots stay.
        #expect(PseudoLocale.accented.text(from: "Loading...") == "[Ľőåďîñĝ... one]")
        // An empty text gets brackets only: 0 more.
        #expect(PseudoLocale.accented.text(from: "") == "[]")
    }

    @Test func rightToLeftIsTheTextInsideAnOverride() {
        #expect(PseudoLocale.rightToLeft.text(from: "Pull") == "\u{202E}Pull\u{202C}")
        #expect(LayoutDirection(locale: "ar-XB") == .rightToLeft)
        #expect(LayoutDirection(locale: "en-XA") == .leftToRight)
    }

    static let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: Pull down to refresh, feed.pulling: Release to refresh}
          en-XA: {feed.pulling: Own pseudo text}
        components:
          - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
        scenarios:
          - {name: accented, locale: en-XA, steps: [expect: {header: {state: idle}}]}
          - {name: mirrored, locale: ar-XB, steps: [expect: {header: {state: idle}}]}
        """

    /// A spec's English, own or built-in, made into the pseudo-locale; a text the spec gives
    /// the pseudo-locale itself wins; scenarios in them raise no missing-translation finding.
    @Test func labelsResolveFromEnglishAndTheSpecsOwnTextsWin() throws {
        let loaded = Spec.load(source: Source(path: "feed.yaml", bytes: Array(Self.spec.utf8)))
        #expect(loaded.diagnostics.map(\.message) == [])
        let spec = try #require(loaded.spec)
        let resolver = StringResolver(spec: spec)
        #expect(resolver.resolve("feed.idle", locale: "en-XA")?.text == "[Ƥűłł ďőŵñ ţő ŕéƒŕéšħ one two]")
        #expect(resolver.resolve("feed.pulling", locale: "en-XA")?.text == "Own pseudo text")
        // The built-in "Loading..." (header.refreshing), mirrored.
        #expect(resolver.resolve("header.refreshing", locale: "ar-XB")?.text == "\u{202E}Loading...\u{202C}")
        #expect(PseudoLocale(locale: "fr-XA") == nil)
    }
}
