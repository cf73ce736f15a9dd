import Diagnostics
import RefreshRecord
import RefreshRunner
import RefreshSpec
import YAML

/// A spec text run and rewritten by `test --update`'s recorder.
func updated(_ yaml: String, _ mode: UpdateMode) throws -> Recording {
    let (recorder, report) = try prepared(yaml)
    return try recorder.update(report, mode: mode)
}

/// A spec text run and given expectations by `record`'s recorder.
func recorded(_ yaml: String, everyStep: Bool = false) throws -> (Recording, [(String, ExpectationRecorder.ScenarioOutcome)]) {
    let (recorder, report) = try prepared(yaml)
    return try recorder.record(report, everyStep: everyStep)
}

/// The text of a recording's file.
extension Recording {
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The lines of `after` that differ from `before`'s lines at the same place, or the lines
/// `after` has beyond `before`'s when one only inserts.
func changedLines(_ before: String, _ after: String) -> [String] {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard old.count == new.count else { return new.filter { !old.contains($0) } }
    return old.indices.filter { old[$0] != new[$0] }.map { new[$0] }
}

private func prepared(_ yaml: String) throws -> (ExpectationRecorder, SpecReport) {
    let loaded = Spec.load(source: Source(path: "spec.yaml", bytes: Array(yaml.utf8)))
    guard let spec = loaded.spec, let recorder = ExpectationRecorder(loaded: loaded) else {
        throw SpecDoesNotLoad(diagnostics: loaded.diagnostics)
    }
    return (recorder, SpecRunner().run(spec, path: "spec.yaml"))
}

/// A test spec had errors.
struct SpecDoesNotLoad: Error {
    var diagnostics: [Diagnostic]
}

/// A feed under a 64 pt bar with a normal-style header 54 pt high (DESIGN.md's header rules):
/// it shows once offsetY < -64 (-insetTop) and turns pulling below -118 (-64 - 54) while dragging.
func headerSpec(steps: String, header: String = "{id: header, type: header}") -> String {
    """
    version: 1
    scrollView:
      frame: {width: 375, height: 667}
      contentSize: {width: 375, height: 1200}
      contentInset: {top: 64}
    components:
      - \(header)
    scenarios:
      - name: pull
        steps:
    \(steps)

    """
}
