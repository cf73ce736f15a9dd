import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// Every scenario of a spec that validates, and the reports `run` and `test --html` write:
/// a spec that validates always runs, and draws.
enum FuzzRun {
    static func run(_ bytes: [UInt8]) {
        let source = Source(path: "fuzz.yaml", bytes: bytes)
        let loaded = Spec.load(source: source)
        guard let spec = loaded.spec else { return }
        let report = SpecRunner().run(spec, path: source.path)
        check(report.scenarios.count == spec.scenarios.count, "one report per scenario")
        _ = RunTable(colors: false).render(report)
        _ = RunJSON.lines(report)
        _ = RunJSON.report(report).prettyPrinted()
        _ = RunPicture.render(report)
        _ = Timeline.render(report)
        for index in report.scenarios.indices {
            _ = RunPicture.render(report, scenario: index)
            _ = Timeline.render(report, scenario: index)
        }
        let result = SpecTestResult(
            path: source.path, diagnostics: loaded.diagnostics, report: report, source: source, document: loaded.document)
        _ = HTMLReport.render([result], totals: TestTotals([result]))
    }
}
