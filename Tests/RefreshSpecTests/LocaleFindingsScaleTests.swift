import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// Issue 36, item 1: a spec of many locales, each with one key of its own, has a
/// missing-translation finding for every locale and every other locale's key, the square of the
/// locales. The check makes only those that can be among the file's first
/// ``FoundDiagnostics/limit`` and counts the rest, so its work grows with the spec's size.
@Suite struct LocaleFindingsScaleTests {
    /// `count` locales `aaa`, `aab`, … each with the one key `k<index>`, and no component: no
    /// label uses a key, and `defaultLocale: en` is the catalog's.
    private static func spec(locales count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var text = "version: 1\nscrollView: {frame: {width: 375, height: 667}}\ndefaultLocale: en\nstrings:\n"
        for index in 0..<count {
            let id = String([letters[index / 676 % 26], letters[index / 26 % 26], letters[index % 26]])
            text += "  \(id): {k\(index): x}\n"
        }
        return text
    }

    @Test func findingsAreMadeOnlyWhileTheyCanBeShown() throws {
        let locales = 200
        let loaded = Spec.load(source: Source(path: "many.yaml", bytes: Array(Self.spec(locales: locales).utf8)))
        // Each locale lacks the keys of the 199 others: 200 × 199 = 39,800 findings. The locales
        // are written on lines 5, 6, …: the first five hold 5 × 199 = 995 findings, so the sixth
        // makes 5 and the others none: 1,000 made (before: all 39,800), 38,800 counted.
        let findings = loaded.translationFindings
        #expect(findings.coverage.count == FoundDiagnostics.limit)
        #expect(findings.notMade.reduce(0) { $0 + $1.count } == 38_800)
        // The file's diagnostics: the missing `components` at 1:1, then each line has its
        // locale's 199 findings at column 3 and the unused-string warning of its key at column 9:
        // 1 + 4 × 200 (lines 5–8) + 199 (line 9) = 1,000 kept; the note, at the first left out
        // (9:9), counts the rest: 39,800 + 200 + 1 − 1,000 = 39,001.
        let diagnostics = loaded.diagnostics
        #expect(diagnostics.count == FoundDiagnostics.limit + 1)
        #expect(diagnostics.dropFirst().dropLast().allSatisfy { (5...9).contains($0.mark.line) })
        let note = try #require(diagnostics.last)
        #expect(note.message.hasPrefix("39001 more diagnostics not shown"))
        #expect(note.mark == Mark(line: 9, column: 9))
    }

    /// The counted findings are the ones the full check makes: for every locale of a spec with
    /// chains, catalog keys, used and unused keys of `strings`, an unknown locale and one of
    /// `strings` in the catalog's other letter case.
    @Test func countsAgreeWithTheFindings() throws {
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            defaultLocale: de
            strings:
              de: {feed.idle: Ziehen, feed.more: Mehr, only.de: x}
              de-AT: {feed.idle: Ziehen, extra: y}
              zh-hans: {feed.idle: 下拉}
              fr-CA: {feed.more: Plus}
              en: {header.idle: Pull}
            components:
              - {id: header, type: header, labels: {pulling: feed.idle}}
              - {id: more, type: autoFooter, labels: {idle: feed.more}}
            scenarios:
              - {name: a, locale: de-CH-x-test, steps: [{setLocale: fr}, {setLocale: japanese}, {setLocale: zh-Hant-TW}]}

            """
        let loaded = Spec.load(source: Source(path: "mixed.yaml", bytes: Array(yaml.utf8)))
        let used = StringsUsage.keys(of: try #require(loaded.spec))
        var check = LocaleFindings(block: loaded.strings, defaultLocale: "de", usedKeys: used, catalog: .builtIn)
        let ids = LocaleUses(block: loaded.strings, defaultLocale: "de").locales.map(\.id)
        var counted = 0
        for id in ids where LocaleID.isWellFormed(id) {
            let count = check.count(in: id).count
            #expect(count == check.findings(in: id).count, "\(id)")
            #expect(check.findings(in: id, limit: 1).count == min(count, 1), "\(id)")
            counted += count
        }
        // Something to count: the scenario's locales lack keys of `strings`.
        #expect(counted > 5)
    }
}
