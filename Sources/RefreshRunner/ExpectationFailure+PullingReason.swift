import RefreshCore
import RefreshEngine
import RefreshSpec

extension ExpectationFailure {
    /// Why a component that should be *pulling* is not, from MJRefresh's rule: the header turns
    /// pulling while the finger is down and the offset is below its pulling offset, the back
    /// footer and the trailer while it is beyond theirs (`'more' turns pulling when offsetX is
    /// beyond 885 while the finger is down; offsetX is 100`). Nil for any other failure, and when
    /// the offset and the finger say it should be pulling (a state the step before left, say).
    static func notPullingReason(
        _ check: Step.Expectation.Check, actual: ObservedValue, in report: StepReport
    ) -> String? {
        guard case .component(let id, .state) = check.subject, case .state(.pulling) = check.expected,
            case .state(let state) = actual, state == .idle,
            let thresholds = report.thresholds.first(where: { $0.component == id }),
            let happen = thresholds.happen, let trigger = thresholds.trigger
        else { return nil }
        let axis = thresholds.axis == .horizontal ? "offsetX" : "offsetY"
        let offset = thresholds.axis == .horizontal ? report.scrollView.offsetX : report.scrollView.offsetY
        // The header pulls towards negative offsets (its pulling offset is below where it shows).
        let pullsDown = trigger < happen
        let passed = pullsDown ? offset < trigger : offset > trigger
        let rule =
            "'\(id)' turns pulling when \(axis) is \(pullsDown ? "below" : "beyond") "
            + "\(ObservedValue.number(trigger).description) while the finger is down"
        if !passed { return "\(rule); \(axis) is \(ObservedValue.number(offset).description)" }
        return report.scrollView.dragging ? nil : "\(rule); the finger is up"
    }
}
