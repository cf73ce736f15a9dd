import Diagnostics
import RefreshRunner
import RefreshSpec
import YAML
import YAMLEditing

/// Writes expectations into a spec file in place, from a run of its scenarios: `test --update`
/// gives expectations the values the run gives, `record` adds `expect` steps to scenarios that
/// have none. Only the values written change; comments, anchors, quoting, key order, blank lines
/// and every other byte stay as they were. A value that an alias shares with another place is
/// not rewritten (a located error says so), and the edited file is loaded and run again before
/// it is handed back: it must load without errors and its expectations must hold.
public struct ExpectationRecorder {
    let source: Source
    let spec: Spec
    let document: Document
    let text: YAMLText
    let sites: StepSites
    let style: FileStyle

    /// A recorder for a spec file that loaded without errors (`loaded.spec` is not nil).
    public init?(loaded: LoadResult) {
        guard let spec = loaded.spec, let document = loaded.document else { return nil }
        source = loaded.source
        self.spec = spec
        self.document = document
        let text = YAMLText(loaded.source.bytes)
        let sites = StepSites(document: document, text: text)
        let expectations = spec.scenarios.flatMap(\.steps).compactMap { step -> Document.Node? in
            guard case .expect = step.action else { return nil }
            return sites[step.mark]?.expectation
        }
        self.text = text
        self.sites = sites
        style = FileStyle(document: document, expectations: expectations, text: text)
    }

    /// What the edits make of the file: its bytes loaded and the scenarios of `report` run
    /// again. Throws when the edited file does not load without errors, or when an
    /// expectation the edits wrote does not hold (`unwritten` failures may remain).
    func verified(
        _ edits: [Edit], counts: (updated: Int, filled: Int, recorded: Int), problems: [Diagnostic],
        scenarios: Set<String>, unwritten: Int
    ) throws(Diagnostic) -> Recording {
        let bytes = Edit.apply(edits, to: source.bytes)
        let edited = Source(path: source.path, bytes: bytes)
        let document: Document?
        do {
            document = try Document.parse(edited)
        } catch {
            throw Diagnostic(.recordUnreadable(error.message), file: source.path, at: error.mark)
        }
        let reloaded = Spec.load(source: edited, document: document)
        guard let spec = reloaded.spec else {
            let first = reloaded.diagnostics.errors.first
            throw Diagnostic(
                .recordUnreadable(first?.message ?? "it does not load"), file: source.path, at: first?.mark ?? .start)
        }
        let rerun = SpecRunner(keptSteps: 0).run(spec, path: source.path)
        let failing = rerun.scenarios.filter { scenarios.contains($0.name) }.reduce(0) { $0 + $1.failedExpectations }
        guard failing <= unwritten else { throw Diagnostic(.recordMismatch, file: source.path, at: .start) }
        // A value an alias shares is met once per place it stands: said once.
        var said: Set<[String]> = []
        let unique = problems.filter { said.insert(["\($0.mark)", $0.message]).inserted }
        return Recording(original: source, edits: edits, counts: counts, problems: unique, reloaded: reloaded)
    }

    /// A located problem of a value that is not written.
    func problem(_ message: Diagnostic.Message, at mark: Mark) -> Diagnostic {
        Diagnostic(message, file: source.path, at: mark)
    }
}

extension Diagnostic.Message {
    /// Writing the expectations would leave a file that does not load.
    static func recordUnreadable(_ reason: String) -> Self {
        Self(
            RunRule.expectationNotRecorded,
            "writing the expectations in place would break the file (\(reason)); nothing was written")
    }

    /// The written expectations would not hold when the file is run again.
    static var recordMismatch: Self {
        Self(RunRule.expectationNotRecorded, "writing the expectations in place would not make them hold; nothing was written")
    }
}
