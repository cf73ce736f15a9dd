import Diagnostics
import Testing
import YAML

@testable import RefreshSpec

/// Issue 36, item 1 (follow-up): a spec that shows many locales beside many blocks of `strings`
/// is checked for blocks passed over (`unread-locale`) in work linear in its locales, not their
/// product, and the `unused-string` warnings past a file's first ``FoundDiagnostics/limit`` are
/// counted, not made.
@Suite struct UnreadLocalesScaleTests {
    /// `count` blocks `aaa-AA`, `aaa-AC`, … and a scenario showing `aaa-AB`, `aaa-AD`, …: each
    /// shown locale reads no block, and every one shares its language with many blocks. Then a
    /// block `zh-Hans-CN` that the shown `zh-CN` passes over.
    private static func spec(locales count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func id(_ index: Int) -> String {
            String([letters[index / 17_576 % 26], letters[index / 676 % 26], letters[index / 26 % 26]]) + "-"
                + String([letters[index / 26 % 26], letters[index % 26]]).uppercased()
        }
        var text = "version: 1\nscrollView: {frame: {width: 375, height: 667}}\ndefaultLocale: en\nstrings:\n"
        for index in 0..<count { text += "  \(id(2 * index)): {k: x}\n" }
        text += "  zh-Hans-CN: {k: x}\nscenarios:\n  - name: many\n    steps:\n"
        for index in 0..<count { text += "      - setLocale: \(id(2 * index + 1))\n" }
        return text + "      - setLocale: zh-CN\n"
    }

    @Test func passedOverBlocksAreFoundInLinearWork() throws {
        let count = 300
        let loaded = Spec.load(source: Source(path: "shown.yaml", bytes: Array(Self.spec(locales: count).utf8)))
        let uses = LocaleUses(block: loaded.strings, defaultLocale: "en")
        var unread = UnreadLocales(block: loaded.strings, shown: uses.shown)
        let diagnostics = unread.diagnostics(file: "shown.yaml")
        // `zh-Hans-CN` is passed over by `zh-CN` (the same locale once its script is filled in);
        // so is `aad-DE` by `aad-DD` (DD, the old code of East Germany, is filled in as DE).
        #expect(diagnostics.map(\.rule) == Array(repeating: SpecRule.unreadLocale.rawValue, count: 2))
        #expect(diagnostics.map { $0.message.contains("reads 'aad-DE': 'aad-DD'") } == [true, false])
        #expect(diagnostics.map { $0.message.contains("reads 'zh-Hans-CN': 'zh-CN'") } == [false, true])
        // At most one likely form per block (301) and per shown locale (301 with `zh-CN`, and
        // `en`): 603. Comparing each block with each shown locale of its language made up to
        // 300 × 300 / 26 ≈ 3,500 pairs of them before.
        #expect(unread.likelyFormsMade <= 2 * (count + 1) + 1)
        #expect(unread.likelyFormsMade > 0)
    }

    /// 1,500 unused keys, one a line from line 5: the first 1,000 diagnostics by position are
    /// kept and the note counts the rest as before, whether they were made or only counted.
    @Test func unusedStringsPastTheLimitAreCounted() throws {
        var text = "version: 1\nscrollView: {frame: {width: 375, height: 667}}\ndefaultLocale: en\nstrings:\n  en:\n"
        for index in 0..<1_500 { text += "    k\(index): x\n" }
        let loaded = Spec.load(source: Source(path: "unused.yaml", bytes: Array(text.utf8)))
        let diagnostics = loaded.diagnostics
        // The missing `components` at 1:1 and 999 unused keys (lines 6–1,004) are kept; the note,
        // at the first left out (1005:5), counts 1,500 − 999 = 501.
        #expect(diagnostics.count == FoundDiagnostics.limit + 1)
        #expect(diagnostics.dropFirst().dropLast().allSatisfy { $0.rule == SpecRule.unusedString.rawValue })
        let note = try #require(diagnostics.last)
        #expect(note.message.hasPrefix("501 more diagnostics not shown"))
        #expect(note.mark == Mark(line: 1_005, column: 5))
        #expect(loaded.translationFindings.unusedKeys.count == 1_500)
    }
}
