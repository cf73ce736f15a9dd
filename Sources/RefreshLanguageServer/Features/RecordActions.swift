import Diagnostics
import RefreshRecord
import RefreshRunner
import RefreshSpec

/// Code actions that write expectations through record mode's editor, which changes only the
/// values it writes: "update the failed expectations" of the scenario a failure is in (as
/// `test --update=failed`), and "record the expectations" of a scenario without any (as
/// `record`). Each edit replaces the text with the recorded file, checked by record mode to load
/// and hold.
enum RecordActions {
    static func actions(_ context: FeatureContext, lines: ClosedRange<Int>) -> [JSONObject] {
        guard let analysis = context.analysis, let spec = analysis.load.spec,
            let recorder = ExpectationRecorder(loaded: analysis.load)
        else { return [] }
        let document = context.document
        var actions: [JSONObject] = []
        for scenario in analysis.outline.scenarios {
            let first = document.position(ofOffset: document.offset(of: scenario.start), encoding: .utf8).line
            let last = scenario.end.map { document.position(ofOffset: document.offset(of: $0), encoding: .utf8).line } ?? Int.max
            guard lines.overlaps(first...max(first, last)),
                let declared = spec.scenarios.first(where: { $0.name == scenario.name })
            else { continue }
            let report = SpecRunner(scenario: declared.name).run(spec, path: analysis.load.source.path)
            let hasExpectations = declared.steps.contains { if case .expect = $0.action { true } else { false } }
            if !hasExpectations, let (recording, _) = try? recorder.record(report, everyStep: false), recording.changed {
                actions.append(action("Record the expectations of '\(declared.name)'", recording.bytes, context))
            }
            if !report.failures.isEmpty, let recording = try? recorder.update(report, mode: .failed), recording.changed {
                actions.append(action("Update the failed expectations of '\(declared.name)'", recording.bytes, context))
            }
        }
        return actions
    }

    /// An action whose edit replaces the whole text with `bytes`.
    private static func action(_ title: String, _ bytes: [UInt8], _ context: FeatureContext) -> JSONObject {
        let document = context.document
        let whole = TextRange(
            start: Position(line: 0, character: 0),
            end: document.position(ofOffset: document.bytes.count, encoding: context.encoding))
        let edit: JSONObject = ["range": whole.json, "newText": String(decoding: bytes, as: UTF8.self)]
        return ["title": title, "kind": "quickfix", "edit": ["changes": [document.uri: [edit]]]]
    }
}
