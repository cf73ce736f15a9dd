import Diagnostics
import RefreshSpec
import YAML

/// A spec decoded from YAML text; the test fails on any error.
func spec(_ yaml: String) throws -> Spec {
    let result = Spec.load(source: Source(path: "test.yaml", bytes: Array(yaml.utf8)))
    let errors = result.diagnostics.filter { $0.severity == .error }
    guard let spec = result.spec, errors.isEmpty else { throw SpecTextError(diagnostics: result.diagnostics) }
    return spec
}

/// A test spec did not decode.
struct SpecTextError: Error {
    var diagnostics: [Diagnostic]
}

/// A spec with one normal-style header whose last update is `at` (or never), seen at `now`
/// in `timeZone`; `label` adds keys to its `lastUpdated` (`today: calendarDay`).
func headerSpec(now: String, timeZone: String, at: String?, label: String = "") throws -> Spec {
    try spec(
        """
        version: 1
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        clock: {now: \(now), timeZone: \(timeZone)}
        components:
          - id: header
            type: header
            lastUpdated: {\([at.map { "at: \($0)" }, label.isEmpty ? nil : label].compactMap { $0 }.joined(separator: ", "))}
        """)
}
