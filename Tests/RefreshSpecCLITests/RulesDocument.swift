import Diagnostics
import Foundation

/// docs/RULES.md, made from the rule examples (``RuleExample``): per module, each rule's id,
/// severity and summary, its triggering example, what refreshspec says about it (as the text
/// output prints it) and the fix (the clean example's changed lines).
enum RulesDocument {
    static let url = CommandRunner.packageRoot.appendingPathComponent("docs/RULES.md")
    /// The examples' folder as docs/RULES.md links to it.
    private static let examples = "../Tests/Fixtures/RuleExamples"
    /// A quoted file longer than this is cut.
    static let longest = 40

    /// The whole document.
    static func render() throws -> String {
        var text = introduction + "\n| rule | severity | found by |\n|---|---|---|\n"
        for module in RuleModules.all {
            for rule in module.rules {
                let way = try RuleExample(rule: rule.id).way
                text += "| [\(rule.id)](#\(rule.id)) | \(rule.severity.rawValue) | `\(way.rawValue)` |\n"
            }
        }
        for module in RuleModules.all {
            text += "\n## \(module.title)\n\n\(module.about)\n"
            for rule in module.rules { text += try section(rule) }
        }
        return text
    }

    private static let introduction = """
        # Diagnostic rules

        Every problem refreshspec reports carries a rule id: `--format json` writes it as `rule`,
        `--format sarif` as `ruleId` (and lists every rule with its help text in `tool.driver.rules`),
        `--format github` as the annotation's title. Below is every rule, module by module: its
        severity, what it finds, an example that triggers it, what refreshspec says about that example
        and the same example fixed.

        The examples are the files of [`Tests/Fixtures/RuleExamples/<rule>/`](\(examples)): `triggers/`
        and `clean/` hold what a user would have (a spec, and for `strings import` its translations in
        `l10n/`), the clean one being the triggering one with the mistake fixed, and `command` names
        the command that finds the rule, run in that folder. `RuleExampleTests` runs it on both and
        checks that the triggering example gives the rule and the clean one no problem at all; it also
        writes this file from them, so what refreshspec says here is what it says now. After changing
        an example or a message, `RECORD_SNAPSHOTS=1 swift test --filter RuleExampleTests` rewrites it
        (and fails that run: review the diff and run again).

        Two examples are made bigger before they run, as their rules need more than 1,000 problems in
        one file: a line ending in `# RuleExampleTests writes this line N times` is written N times.

        """

    /// One rule: its heading, severity and summary, the triggering example, the diagnostics it
    /// gives, and the fix.
    private static func section(_ rule: any DiagnosticRule) throws -> String {
        let example = try RuleExample(rule: rule.id)
        let triggers = try example.files(.triggers)
        let found = try example.run(.triggers)
        var text = "\n### \(rule.id)\n\n**\(rule.severity.rawValue)**: \(rule.summary)\n\n"
        text += "`\(example.way.commandLine)` finds it in [this example](\(examples)/\(rule.id)/triggers):\n"
        for path in triggers.keys.sorted(by: specFirst) {
            text += "\n`\(path)`:\n\n" + fenced(cut(visible(triggers[path] ?? []).lines), language: language(of: path))
        }
        if triggers.values.contains(where: { RuleExample.expanded($0) != $0 }) {
            let lines = found.files.values.map { visible($0).lines.count }.max() ?? 0
            text += "\nRuleExampleTests writes the marked line that many times: the file it runs has \(lines) lines.\n"
        }
        if triggers.values.contains(where: { visible($0).escaped }) {
            text += "\nA byte that is not UTF-8 is shown as `\\x` and its value in hex (`\\xE0`).\n"
        }
        text += "\nrefreshspec says:\n\n" + fenced(lines(found.text(of: rule.id)), language: "text")
        let others = found.counts.filter { $0.rule != rule.id }
        if !others.isEmpty {
            text += "\nThe example also gives " + others.map { "`\($0.rule)` (\($0.count))" }.joined(separator: ", ") + ".\n"
        }
        text += "\nFixed in [the clean example](\(examples)/\(rule.id)/clean):\n"
        return text + (try fix(triggers, try example.files(.clean)))
    }

    /// The files the clean example changes or adds, each as the lines it changes, or whole when
    /// that is shorter; the files it leaves as they are, left out.
    private static func fix(_ triggers: [String: [UInt8]], _ clean: [String: [UInt8]]) throws -> String {
        var text = ""
        for path in Set(triggers.keys).union(clean.keys).sorted(by: specFirst) where triggers[path] != clean[path] {
            guard let fixed = clean[path] else {
                text += "\n`\(path)` removed.\n"
                continue
            }
            let new = visible(fixed).lines
            let hunks = triggers[path].map { LineDiff.hunks(visible($0).lines, new) } ?? []
            if hunks.isEmpty || hunks.count > new.count {
                text += "\n`\(path)`\(triggers[path] == nil ? " (new)" : ""):\n\n" + fenced(new, language: language(of: path))
            } else {
                text += "\n`\(path)`:\n\n" + fenced(hunks.map { Substring($0) }, language: "diff")
            }
        }
        return text
    }

    /// The spec first, then the other files by path.
    private static func specFirst(_ left: String, _ right: String) -> Bool {
        (left == RuleExample.specFile ? 0 : 1, left) < (right == RuleExample.specFile ? 0 : 1, right)
    }

    /// A file's lines, longer files cut after their first lines with a line saying how many
    /// more there are.
    static func cut(_ lines: [Substring]) -> [Substring] {
        guard lines.count > longest else { return lines }
        let kept = longest - 10
        return Array(lines.prefix(kept)) + ["… \(lines.count - kept) more lines"]
    }

    /// A file's bytes as text, with each byte that is not part of UTF-8 written `\xE0`.
    static func visible(_ bytes: [UInt8]) -> (lines: [Substring], escaped: Bool) {
        var text = ""
        var escaped = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC2 ? 2 : 0
            if length > 0, index + length <= bytes.count,
                let character = String(bytes: bytes[index..<index + length], encoding: .utf8)
            {
                text += character
                index += length
            } else {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
                escaped = true
                index += 1
            }
        }
        return (lines(text), escaped)
    }

    /// A text's lines, without the empty one after a last line break.
    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func fenced(_ lines: [Substring], language: String) -> String {
        "```\(language)\n" + lines.map { $0 + "\n" }.joined() + "```\n"
    }

    private static func language(of path: String) -> String {
        path.hasSuffix(".yaml") ? "yaml" : path.hasSuffix(".xcstrings") ? "json" : "text"
    }
}
