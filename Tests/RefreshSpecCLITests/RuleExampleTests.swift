import Diagnostics
import Foundation
@testable import RefreshSpecCLI
import Testing

/// Every rule of every module has an example that triggers it and the same example fixed
/// (``RuleExample``, `Tests/Fixtures/RuleExamples/<rule>/`): each is run as a user would run it
/// (``RuleWay``), and docs/RULES.md is made from them. `RECORD_SNAPSHOTS=1 swift test --filter
/// RuleExampleTests` rewrites docs/RULES.md (and fails that run, as for snapshots).
@Suite struct RuleExampleTests {
    static let rules = KnownRules.all.map(\.id)

    @Test func everyRuleHasAnExampleAndEveryExampleARule() throws {
        let folders = try RuleExample.folders()
        // YAML, spec, translations, running and code generation: 58 rules when this was written.
        #expect(Self.rules.count >= 50)
        for rule in Self.rules {
            let hasExample = folders.contains(rule)
            #expect(hasExample, "\(rule) has no example: add Tests/Fixtures/RuleExamples/\(rule)/")
        }
        for folder in folders where !Self.rules.contains(folder) {
            Issue.record("Tests/Fixtures/RuleExamples/\(folder)/ is the example of no rule: rename it or remove it")
        }
    }

    /// docs/RULES.md sections the rules by module: together its modules are every rule, in order.
    @Test func theDocumentsModulesAreEveryRule() {
        #expect(RuleModules.all.flatMap(\.rules).map(\.id) == Self.rules)
    }

    @Test(arguments: rules) func theExamplesAreASpecEachAndDiffer(_ rule: String) throws {
        let example = try RuleExample(rule: rule)
        let triggers = try example.files(.triggers)
        let clean = try example.files(.clean)
        #expect(triggers[RuleExample.specFile] != nil, "\(rule)/triggers has no \(RuleExample.specFile)")
        #expect(clean[RuleExample.specFile] != nil, "\(rule)/clean has no \(RuleExample.specFile)")
        let changed = triggers != clean
        #expect(changed, "\(rule): the clean example is the triggering one unchanged")
    }

    @Test(arguments: rules) func theTriggeringExampleGivesTheRule(_ rule: String) throws {
        let example = try RuleExample(rule: rule)
        let found = try example.run(.triggers)
        let triggered = found.diagnostics.contains { $0.rule == rule }
        #expect(
            triggered,
            "'\(example.way.commandLine)' in \(rule)/triggers gives \(found.tally), not \(rule)")
    }

    @Test(arguments: rules) func theCleanExampleGivesNothing(_ rule: String) throws {
        let example = try RuleExample(rule: rule)
        let found = try example.run(.clean)
        // Compared apart, so that a failure names the rules and quotes the first problem rather
        // than printing every diagnostic (an example of a limit gives a thousand).
        let clean = found.diagnostics.isEmpty
        #expect(
            clean,
            "'\(example.way.commandLine)' in \(rule)/clean gives \(found.tally), the first:\n\(found.text(of: found.diagnostics.prefix(1)))"
        )
    }

    @Test func aMarkedLineIsWrittenThatManyTimes() {
        let file = "steps:\n  - wait: 1   # RuleExampleTests writes this line 3 times\n  - release\n"
        let expanded = String(decoding: RuleExample.expanded(Array(file.utf8)), as: UTF8.self)
        let marked = "  - wait: 1   # RuleExampleTests writes this line 3 times\n"
        #expect(expanded == "steps:\n" + String(repeating: marked, count: 3) + "  - release\n")
    }

    @Test func aLongFileIsCutWithTheNumberOfLinesLeftOut() {
        let lines = (1...50).map { Substring("line \($0)") }
        let cut = RulesDocument.cut(lines)
        #expect(cut.count == RulesDocument.longest - 9)
        #expect(cut.first == "line 1")
        #expect(cut.last == "… 20 more lines")
        #expect(RulesDocument.cut(Array(lines.prefix(RulesDocument.longest))).count == RulesDocument.longest)
    }

    @Test func theChangedLinesOfAFix() {
        let old: [Substring] = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let new: [Substring] = ["a", "b", "C", "d", "e", "f", "g", "h", "i"]
        #expect(
            LineDiff.hunks(old, new, context: 1) == [
                "@@ -2,3 +2,3 @@", " b", "-c", "+C", " d", "@@ -8,1 +8,2 @@", " h", "+i",
            ])
        #expect(LineDiff.hunks(old, old).isEmpty)
    }

    @Test func aByteThatIsNotUTF8IsShownInHex() {
        let latin1: [UInt8] = Array("mise ".utf8) + [0xE0] + Array(" jour\nPr".utf8) + [0xC3, 0xA9] + Array("t\n".utf8)
        let shown = RulesDocument.visible(latin1)
        #expect(shown.lines == ["mise \\xE0 jour", "Prét"])
        #expect(shown.escaped)
    }

    @Test func docsRulesIsWhatTheExamplesGive() throws {
        let rendered = try RulesDocument.render()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try Data(rendered.utf8).write(to: RulesDocument.url)
            Issue.record("Recorded docs/RULES.md; review the diff and run again without RECORD_SNAPSHOTS")
            return
        }
        let checkedIn = (try? String(contentsOf: RulesDocument.url, encoding: .utf8)) ?? ""
        // Compared apart, so that a failure names the first difference rather than printing both.
        let same = rendered == checkedIn
        #expect(
            same,
            "docs/RULES.md is not what the examples give: \(Snapshot.firstDifference(rendered, checkedIn)); run RECORD_SNAPSHOTS=1 swift test --filter RuleExampleTests"
        )
    }
}
