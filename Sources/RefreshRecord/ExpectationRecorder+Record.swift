import Diagnostics
import RefreshEngine
import RefreshRunner
import RefreshSpec
import YAML
import YAMLEditing

extension ExpectationRecorder {
    /// What `record` does with a scenario of the report.
    public enum ScenarioOutcome: Sendable, Equatable {
        /// `expect` steps were added after this many steps.
        case recorded(Int)
        /// The scenario already has expectations: `test --update` keeps them true.
        case hasExpectations
        /// The scenario has no steps.
        case noSteps
    }

    /// The file with an `expect` step added to each scenario of `report` that has none: after
    /// each step that changed a component's state (after every step with `everyStep`), naming
    /// the components that changed and the scroll view, in the file's own style; in a scenario
    /// where no step changes a state, after its last step, naming every component. `report` must
    /// keep its steps. Throws when the edit would break the file or not hold.
    public func record(_ report: SpecReport, everyStep: Bool) throws(Diagnostic) -> (Recording, [(String, ScenarioOutcome)]) {
        try record(report, everyStepOf: { _ in everyStep })
    }

    /// ``record(_:everyStep:)`` with every step recorded in the scenarios `everyStepOf` names.
    public func record(_ report: SpecReport, everyStepOf: (String) -> Bool) throws(Diagnostic) -> (
        Recording, [(String, ScenarioOutcome)]
    ) {
        var edits: [Edit] = []
        var outcomes: [(String, ScenarioOutcome)] = []
        var problems: [Diagnostic] = []
        var recorded = 0
        for scenario in report.scenarios {
            guard !scenario.steps.isEmpty else {
                outcomes.append((scenario.name, .noSteps))
                continue
            }
            guard !scenario.steps.contains(where: { if case .expect = $0.step.action { true } else { false } }) else {
                outcomes.append((scenario.name, .hasExpectations))
                continue
            }
            let described = DescribedFields(spec: spec, steps: scenario.steps)
            let everyStep = everyStepOf(scenario.name)
            var previous = AssembledSpec(spec: spec, locale: scenario.locale).scrollView.attachmentSnapshots()
            // Where no step changes a state, the last one is recorded: the scenario's end state.
            let quiet = !everyStep && scenario.steps.allSatisfy(\.events.isEmpty)
            var count = 0
            for (index, step) in scenario.steps.enumerated() {
                defer { previous = step.components }
                let changedState = Set(step.events.map(\.component))
                let isLast = index == scenario.steps.count - 1
                guard everyStep || !changedState.isEmpty || (quiet && isLast), let site = sites[step.step.mark] else { continue }
                guard !site.isShared else {
                    problems.append(problem(.sharedSteps(scenario.name), at: step.step.mark))
                    break
                }
                let ids =
                    everyStep
                    ? described.changedComponents(from: previous, to: step)
                    : step.components.map(\.id).filter { changedState.contains($0) || quiet }
                let subjects = ids.compactMap { described.component($0, in: step) } + [described.scrollView(in: step)]
                edits.append(insertion(after: site, subjects))
                count += 1
            }
            recorded += count
            outcomes.append((scenario.name, .recorded(count)))
        }
        let names = Set(
            outcomes.compactMap { name, outcome in if case .recorded(let count) = outcome, count > 0 { name } else { nil } })
        let recording = try verified(
            edits, counts: (0, 0, recorded), problems: problems, scenarios: names, unwritten: 0)
        return (recording, outcomes)
    }

    /// A new `expect` step after a step: a list item on the line after the step's last line (in
    /// a block list), or `, {expect: …}` after it in a flow list.
    private func insertion(after site: StepSites.Site, _ subjects: [RecordedSubject]) -> Edit {
        let listIsFlow = text.isFlow(site.steps)
        let dashColumn = site.steps.mark.column
        let end = text.end(of: site.item, indent: dashColumn - 1, flow: listIsFlow)
        guard !listIsFlow else {
            return Edit(range: end..<end, text: ", {expect: {" + ExpectationText.flowSubjects(subjects) + "}}")
        }
        let contentColumn = Self.contentColumn(of: site.item)
        let dash =
            String(repeating: " ", count: dashColumn - 1) + "-"
            + String(repeating: " ", count: max(1, contentColumn - dashColumn - 1))
        let lines: [String]
        if style.flow {
            lines = [dash + "expect: {" + ExpectationText.flowSubjects(subjects) + "}"]
        } else {
            let indent = contentColumn - 1 + style.indentStep
            lines = [dash + "expect:"] + ExpectationText.blockSubjects(subjects, indent: indent, step: style.indentStep)
        }
        let lineEnd = text.lineEnd(after: end)
        return Edit(range: lineEnd..<lineEnd, text: lines.map { text.newline + $0 }.joined())
    }

    /// The column a step's text starts at: its key's, or its bare word's.
    private static func contentColumn(of item: Document.Node) -> Int {
        if case .mapping(let mapping) = item, let first = mapping.pairs.first { return first.key.mark.column }
        return item.mark.column
    }
}

extension Diagnostic.Message {
    /// A scenario whose steps an alias shares with another place.
    static func sharedSteps(_ scenario: String) -> Self {
        Self(
            RunRule.expectationNotRecorded,
            "scenario '\(scenario)' is not recorded: its steps are shared through a YAML alias with another place, which "
                + "new steps would change too; write them out without the alias to record them")
    }
}
