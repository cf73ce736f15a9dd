import RefreshRunner

/// How much of a long scenario the pictures and the HTML report's step table show: its first
/// ``limit`` steps. Past them a scenario's pictures say which steps they leave out, so that a
/// scenario of a million steps gives a picture of a bounded size rather than one no viewer opens.
public enum DrawnSteps {
    /// The most steps of one scenario a filmstrip, a timeline or a step table of the HTML report
    /// shows: 200.
    public static let limit = 200

    /// `report` with each scenario's steps cut to its first ``limit``; the scenarios keep their
    /// ``ScenarioReport/stepCount``, which says how many there were.
    static func cut(_ report: SpecReport) -> SpecReport {
        var cut = report
        for index in cut.scenarios.indices where cut.scenarios[index].steps.count > limit {
            cut.scenarios[index].steps = Array(cut.scenarios[index].steps.prefix(limit))
        }
        return cut
    }

    /// What a picture of `scenario` (as ``cut(_:)`` left it) says about the steps it leaves out,
    /// e.g. `steps 201–1000000 not drawn`; nil when it draws every step.
    static func leftOut(_ scenario: ScenarioReport) -> String? {
        let drawn = scenario.steps.count
        guard scenario.stepCount > drawn else { return nil }
        let first = drawn + 1
        let range = first == scenario.stepCount ? "step \(first)" : "steps \(first)–\(scenario.stepCount)"
        return "\(range) not drawn (at most \(limit) a scenario)"
    }
}
