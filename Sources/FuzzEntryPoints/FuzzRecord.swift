import RefreshRecord
import RefreshRunner
import RefreshSpec
import YAML

/// `test --update=all` and `record --every-step` editing of a spec that validates. An updated
/// file must load without errors and pass (but for values it says it could not write), change
/// no byte on a second update, and keep every line outside its `expect` steps; a recorded file
/// must load, fail no expectation more than it did, and keep every line it had, in order.
enum FuzzRecord {
    static func run(_ bytes: [UInt8]) {
        let source = Source(path: "fuzz.yaml", bytes: bytes)
        let loaded = Spec.load(source: source)
        guard let spec = loaded.spec, let recorder = ExpectationRecorder(loaded: loaded) else { return }
        let report = SpecRunner().run(spec, path: source.path)
        if let updated = try? recorder.update(report, mode: .all) {
            checkUpdate(updated, of: loaded)
        }
        if let (recorded, _) = try? recorder.record(report, everyStep: true) {
            check(!recorded.reloaded.hasErrors, "a recorded spec loads without errors")
            let before = report.scenarios.reduce(0) { $0 + $1.failedExpectations }
            let after = recorded.reloaded.spec.map { SpecRunner(keptSteps: 0).run($0, path: source.path) }
            check(after?.scenarios.reduce(0) { $0 + $1.failedExpectations } == before, "recorded expectations hold")
            check(
                KeptLines(original: bytes, edited: recorded.bytes).allKept(outside: []),
                "recording keeps every line of the spec, in order")
        }
    }

    private static func checkUpdate(_ updated: Recording, of loaded: LoadResult) {
        let reloaded = updated.reloaded
        check(!reloaded.hasErrors, "an updated spec loads without errors")
        // A problem names the field it did not write first: `'header.state' is not written: …`.
        let unwritten = updated.problems.map(\.message)
        let failed = reloaded.spec.map { SpecRunner().run($0, path: reloaded.source.path) }
        let failedFields = failed?.scenarios.flatMap(\.steps).flatMap { $0.failures ?? [] }.map(\.field) ?? []
        check(
            failedFields.allSatisfy { field in unwritten.contains { $0.hasPrefix("'\(field)'") } },
            "an updated spec passes but for the values it could not write")
        let kept = KeptLines(original: loaded.source.bytes, edited: updated.bytes)
        check(kept.allKept(outside: kept.expectSteps(of: loaded)), "an update keeps every line outside expect steps")
        guard let spec = reloaded.spec, let again = ExpectationRecorder(loaded: reloaded) else { return }
        let second = try? again.update(SpecRunner().run(spec, path: reloaded.source.path), mode: .all)
        check(second.map { !$0.changed } ?? false, "a second update changes no byte")
    }

}
