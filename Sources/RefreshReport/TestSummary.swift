import RefreshRunner
import YAML

/// The text `refreshspec test` prints: a line per scenario (`PASS` or `FAIL`), the located
/// problems under a failing one, and a closing count.
public struct TestSummary: Sendable {
    /// Whether to color PASS and FAIL.
    public var colors: Bool

    /// Creates a renderer.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// The whole text.
    public func render(_ results: [SpecTestResult]) -> String {
        let renderer = DiagnosticRenderer(colors: colors)
        var text = ""
        var scenarios = 0
        var cases = 0
        var failed = 0
        for result in results {
            let quote = { (diagnostic: Diagnostic) in
                renderer.render(diagnostic, sourceLine: result.source?.lineText(diagnostic.mark.line))
            }
            guard let report = result.report else {
                cases += 1
                failed += 1
                text += "\(label(passed: false)) \(result.path): the spec has errors\n"
                text += result.problems.map(quote).joined()
                continue
            }
            for scenario in report.scenarios {
                scenarios += 1
                cases += 1
                if !scenario.passed { failed += 1 }
                text += "\(label(passed: scenario.passed)) \(result.path) › \(scenario.name) (\(scenario.steps.count) steps)\n"
                text += scenario.failures.map(quote).joined()
            }
        }
        let specs = ValidationSummary.count(results.count, "spec")
        return text + "\(specs), \(ValidationSummary.count(scenarios, "scenario")): \(cases - failed) passed, \(failed) failed\n"
    }

    private func label(passed: Bool) -> String {
        let word = passed ? "PASS" : "FAIL"
        guard colors else { return word }
        return "\u{1B}[1;\(passed ? "32" : "31")m\(word)\u{1B}[0m"
    }
}
