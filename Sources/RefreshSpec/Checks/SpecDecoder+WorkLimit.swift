import Diagnostics
import RefreshCore

extension Spec {
    /// The most work a spec's scenarios may ask for together, in component updates: the
    /// components times the steps of every scenario, a drag counting each offset change it is
    /// delivered in (SPEC.md §7). Realistic specs ask for a few thousand; `run` keeps a snapshot
    /// of every component after every step, so this bounds its memory too.
    public static let workLimit = 1_000_000
}

extension SpecDecoder {
    /// SPEC.md §7: an error at the step whose work takes the spec past ``Spec/workLimit``, so
    /// that a spec that validates always runs, in bounded time and memory.
    mutating func checkWork(of spec: Spec) {
        let components = spec.components.count
        let steps = spec.scenarios.lazy.flatMap(\.steps)
        let total = steps.reduce(0) { $0 + $1.action.updatedSteps }
        guard components * total > Spec.workLimit else { return }
        var sum = 0
        for step in steps {
            sum += step.action.updatedSteps
            guard components * sum > Spec.workLimit else { continue }
            report(.tooMuchWork(components: components, steps: total), at: step.mark)
            return
        }
    }
}

extension Step.Action {
    /// The steps this one counts as: a drag's offset changes, 1 for any other step.
    fileprivate var updatedSteps: Int {
        guard case .drag(let dx, let dy, let steps) = self else { return 1 }
        return DragSteps.count(dx: dx, dy: dy, steps: steps)
    }
}

extension Diagnostic.Message {
    /// Scenarios that together ask for more than ``Spec/workLimit`` component updates.
    static func tooMuchWork(components: Int, steps: Int) -> Self {
        Self(
            rule: .workLimit,
            "the scenarios ask for \(components * steps) component updates (components × steps: \(components) × \(steps), "
                + "a drag counting each of its steps), more than the limit of \(Spec.workLimit); this step passes it")
    }
}
