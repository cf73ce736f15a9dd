import RefreshCore
import RefreshEngine
import RefreshSpec

extension ExpectationFailure {
    /// Why a component expected to have left *idle* has not, from MJRefresh's rule for the state
    /// expected; nil for any other failure, and when the offset and the finger say it should
    /// have (a state the step before left, say).
    static func idleReason(_ check: Step.Expectation.Check, actual: ObservedValue, in report: StepReport) -> String? {
        guard case .component(let id, .state) = check.subject, case .state(let expected) = check.expected,
            case .state(.idle) = actual, let thresholds = report.thresholds.first(where: { $0.component == id })
        else { return nil }
        switch expected {
        case .pulling: return notPullingReason(thresholds, in: report)
        case .refreshing where thresholds.happen == nil: return notAutoRefreshingReason(thresholds, in: report)
        default: return nil
        }
    }

    /// The header turns pulling while the finger is down and the offset is below its pulling
    /// offset, the back footer and the trailer while it is beyond theirs (`'more' turns pulling
    /// when offsetX is beyond 885 while the finger is down; offsetX is 100`).
    private static func notPullingReason(_ thresholds: Thresholds, in report: StepReport) -> String? {
        guard let happen = thresholds.happen, let trigger = thresholds.trigger else { return nil }
        let axis = thresholds.axis == .horizontal ? "offsetX" : "offsetY"
        let offset = thresholds.axis == .horizontal ? report.scrollView.offsetX : report.scrollView.offsetY
        // The header pulls towards negative offsets (its pulling offset is below where it shows).
        let pullsDown = trigger < happen
        let passed = pullsDown ? offset < trigger : offset > trigger
        let rule =
            "'\(thresholds.component)' turns pulling when \(axis) is \(pullsDown ? "below" : "beyond") "
            + "\(ObservedValue.number(trigger).description) while the finger is down"
        if !passed { return "\(rule); \(axis) is \(ObservedValue.number(offset).description)" }
        return report.scrollView.dragging ? nil : "\(rule); the finger is up"
    }

    /// The auto footer (the one component with no offset where it shows) starts refreshing by
    /// itself when offsetY grows to its trigger offset or beyond
    /// (`MJRefreshAutoFooter.scrollViewContentOffsetDidChange`); when `automaticallyRefresh` is
    /// off or the content does not fill the scroll view (no trigger), only the end of a drag
    /// starts it (`scrollViewPanStateDidChange`).
    private static func notAutoRefreshingReason(_ thresholds: Thresholds, in report: StepReport) -> String? {
        let id = thresholds.component
        guard let trigger = thresholds.trigger else {
            return "'\(id)' does not start refreshing as the offset changes (its automaticallyRefresh is false, "
                + "or insetTop + contentHeight does not exceed the scroll view's height); only the end of a drag starts it"
        }
        let offset = report.scrollView.offsetY
        guard offset < trigger else { return nil }
        return "'\(id)' starts refreshing by itself when offsetY grows to \(ObservedValue.number(trigger).description) "
            + "or beyond; offsetY is \(ObservedValue.number(offset).description)"
    }
}
