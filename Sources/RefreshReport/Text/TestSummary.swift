import RefreshRunner
import Diagnostics

/// The text `refreshspec test` prints: a line per scenario (`PASS` or `FAIL`), the located
/// problems under a failing one, and a closing count. Quiet, it leaves out what passed and
/// the quoted source lines.
public struct TestSummary: Sendable {
    /// Whether to color PASS and FAIL.
    public var colors: Bool
    /// Whether to print only failures and the closing count.
    public var quiet: Bool

    /// A renderer; `colors` for a terminal, `quiet` (default off) to print failures and the count only.
    public init(colors: Bool, quiet: Bool = false) {
        self.colors = colors
        self.quiet = quiet
    }

    /// The whole text for `results`, in their order, ending with the closing count.
    public func render(_ results: [SpecTestResult]) -> String {
        results.map(render).joined() + Self.totals(results)
    }

    /// The lines of one spec: its problems, and a line per scenario with the failed
    /// expectations under it. A run prints these spec by spec, then ``totals(_:)``.
    public func render(_ result: SpecTestResult) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        // The file's lines are indexed once, for its diagnostics and every scenario's failures.
        let lines = quiet || result.problems.isEmpty ? nil : result.source?.lineIndex()
        guard let report = result.report else {
            return "\(label(passed: false)) \(TerminalText.visible(result.path)): the spec has errors\n"
                + renderer.render(result.problems, lines: lines)
        }
        var text = renderer.render(result.diagnostics, lines: lines)
        let path = TerminalText.visible(result.path)
        for scenario in report.scenarios where !(quiet && scenario.passed) {
            let steps = ValidationSummary.count(scenario.stepCount, "step")
            text += "\(label(passed: scenario.passed)) \(path) › \(TerminalText.visible(scenario.name)) (\(steps))\n"
            text += renderer.render(scenario.failures, lines: lines)
        }
        return text
    }

    /// The closing count, ``TestTotals/text``, and a newline.
    public static func totals(_ results: [SpecTestResult]) -> String {
        totals(TestTotals(results))
    }

    /// The closing count of totals added up as the results went by.
    public static func totals(_ totals: TestTotals) -> String {
        totals.text + "\n"
    }

    private func label(passed: Bool) -> String {
        let word = passed ? "PASS" : "FAIL"
        guard colors else { return word }
        return "\u{1B}[1;\(passed ? "32" : "31")m\(word)\u{1B}[0m"
    }
}
