import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// Every scenario of a spec that validates, and the reports `run` prints: a spec that
/// validates always runs.
enum FuzzRun {
    static func run(_ bytes: [UInt8]) {
        guard let spec = Spec.load(source: Source(path: "fuzz.yaml", bytes: bytes)).spec else { return }
        let report = SpecRunner().run(spec, path: "fuzz.yaml")
        check(report.scenarios.count == spec.scenarios.count, "one report per scenario")
        _ = RunTable(colors: false).render(report)
        _ = RunJSON.lines(report)
        _ = RunJSON.report(report).prettyPrinted()
        _ = RunPicture.render(report)
    }
}
