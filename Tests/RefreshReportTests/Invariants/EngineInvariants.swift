import RefreshCore
import RefreshEngine
import RefreshRunner

/// The engine invariants checked over a random spec's run; each violation is a sentence naming
/// the step.
struct EngineInvariants {
    let spec: RandomSpec
    let scenario: ScenarioReport
    /// The run rendered as JSON lines.
    let json: String

    /// MJRefresh's five states, as the reports spell them.
    static let stateNames = Set(RefreshState.allCases.map(\.rawValue))

    /// Steps that only move the offset or the clock (no inset, size, hidden or refreshing calls).
    static let offsetOnlyActions: Set<String> = ["drag", "release", "cancel", "wait", "scrollTo"]

    /// Every violation, in step order, and how many refresh cycles had their insets compared.
    func violations() -> (found: [String], checkedCycles: Int) {
        var found = renderedStates()
        var cycles = InsetCycles(components: spec.components.map(\.id), hasSafeArea: spec.hasSafeArea)
        var appeared = spec.inWindow
        for (position, step) in scenario.steps.enumerated() {
            let previous = position == 0 ? nil : scenario.steps[position - 1]
            let action = String(step.action.prefix { $0 != " " })
            appeared = appeared || action == "appear"
            let place = "step \(step.index) (\(step.action))"
            found += finiteness(of: step).map { "\(place): \($0) is not finite" }
            found += states(in: step, appeared: appeared).map { "\(place): \($0)" }
            found += callbacks(in: step, isLast: position == scenario.steps.count - 1).map { "\(place): \($0)" }
            if let previous, Self.offsetOnlyActions.contains(action) {
                found += hiddenChanges(in: step, after: previous).map { "\(place): \($0)" }
            }
            found += cycles.check(step, after: previous, action: action).map { "\(place): \($0)" }
            found += adjustment(in: step).map { "\(place): \($0)" }
        }
        return (found, cycles.checked)
    }

    /// Every `"state"` value in the rendered JSON is one of the five.
    private func renderedStates() -> [String] {
        json.components(separatedBy: "\"state\":\"").dropFirst().compactMap { rest in
            let name = String(rest.prefix { $0 != "\"" })
            return Self.stateNames.contains(name) ? nil : "the report shows state \"\(name)\""
        }
    }

    /// The names of the numbers in a step's report that are NaN or infinite.
    private func finiteness(of step: StepReport) -> [String] {
        let view = step.scrollView
        var numbers: [(String, Double)] = [
            ("time", step.time), ("offsetX", view.offsetX), ("offsetY", view.offsetY), ("insetTop", view.insetTop),
            ("insetLeft", view.insetLeft), ("insetBottom", view.insetBottom), ("insetRight", view.insetRight),
            ("contentWidth", view.contentWidth), ("contentHeight", view.contentHeight), ("clock", view.time),
        ]
        for attachment in step.components {
            switch attachment {
            case .component(let snapshot):
                let id = snapshot.id
                numbers += [
                    ("\(id).pullingPercent", snapshot.pullingPercent), ("\(id).alpha", snapshot.alpha),
                    ("\(id).x", snapshot.x), ("\(id).y", snapshot.y), ("\(id).width", snapshot.width),
                    ("\(id).height", snapshot.height), ("\(id).arrowRotation", snapshot.arrowRotation ?? 0),
                ]
            case .observer(let snapshot):
                numbers.append(("\(snapshot.id).lastEvent.offset", snapshot.lastEvent?.offset ?? 0))
            }
        }
        numbers += step.events.map { ("event time of \($0.component)", $0.time) }
        return numbers.filter { !$0.1.isFinite }.map(\.0)
    }

    /// A header never has no more data; `willRefresh` only before a scroll view not in a window appears.
    private func states(in step: StepReport, appeared: Bool) -> [String] {
        step.components.compactMap { attachment in
            guard case .component(let snapshot) = attachment else { return nil }
            if snapshot.type == .header, snapshot.state == .noMoreData { return "\(snapshot.id) has no more data" }
            if appeared, snapshot.state == .willRefresh { return "\(snapshot.id) is in willRefresh in a window" }
            return nil
        }
    }

    /// End callbacks never outnumber refreshing callbacks. While a begin animation longer than
    /// the end animation is still running, MJRefresh itself runs the end callback first (an
    /// `endRefreshing` right after `beginRefreshing`), so then only the last step, after the
    /// closing long wait, is checked.
    private func callbacks(in step: StepReport, isLast: Bool) -> [String] {
        step.components.compactMap { attachment in
            guard case .component(let snapshot) = attachment,
                let component = spec.components.first(where: { $0.id == snapshot.id })
            else { return nil }
            guard isLast || component.beginDuration <= component.endDuration else { return nil }
            guard snapshot.endCallbacks > snapshot.refreshingCallbacks else { return nil }
            return "\(snapshot.id) ran \(snapshot.endCallbacks) end callbacks after "
                + "\(snapshot.refreshingCallbacks) refreshing callbacks"
        }
    }

    /// A component hidden before an offset-only step changes no state during it.
    private func hiddenChanges(in step: StepReport, after previous: StepReport) -> [String] {
        let hidden = Set(
            previous.components.compactMap { attachment -> String? in
                guard case .component(let snapshot) = attachment, snapshot.hidden else { return nil }
                return snapshot.id
            })
        return step.events.filter { hidden.contains($0.component) }.map {
            "hidden \($0.component) went from \($0.from.rawValue) to \($0.to.rawValue) (\($0.reason))"
        }
    }
}

extension EngineInvariants {
    /// Whether the scroll view bounces along each axis once the components are attached: the
    /// spec's flags, else what the last attached component set (MJRefreshTrailer turns vertical
    /// off and horizontal on, every other component vertical on), else UIKit's defaults.
    private var effectiveAlwaysBounce: (vertical: Bool, horizontal: Bool) {
        let types = spec.components.map(\.type)
        let kindDefault = spec.yaml.contains("{kind: table")
        let vertical = spec.alwaysBounce.vertical ?? types.last.map { $0 != "trailer" } ?? kindDefault
        let horizontal = spec.alwaysBounce.horizontal ?? types.contains("trailer")
        return (vertical, horizontal)
    }

    /// adjustedContentInset = contentInset + the safe area on the edges the behaviour lets in,
    /// worked out here from UIKit's rules (SPEC.md §3) rather than from the engine's function.
    func adjustment(in step: StepReport) -> [String] {
        let view = step.scrollView
        let safe = view.safeArea
        let bounce = effectiveAlwaysBounce
        let table = !spec.yaml.contains("{kind: plain")
        let scrollsVertically = bounce.vertical || view.contentHeight > view.frame.height - view.insetTop - view.insetBottom
        let scrollsHorizontally = bounce.horizontal || view.contentWidth > view.frame.width - view.insetLeft - view.insetRight
        let (vertical, horizontal): (Bool, Bool) =
            switch spec.adjustment {
            case "never": (false, false)
            case "always": (true, true)
            case "scrollableAxes": (scrollsVertically, scrollsHorizontally)
            default: (scrollsVertically || table, scrollsHorizontally)
            }
        let expected = [
            ("top", view.insetTop + (vertical ? safe.top : 0), view.adjustedInsetTop),
            ("left", view.insetLeft + (horizontal ? safe.left : 0), view.adjustedInsetLeft),
            ("bottom", view.insetBottom + (vertical ? safe.bottom : 0), view.adjustedInsetBottom),
            ("right", view.insetRight + (horizontal ? safe.right : 0), view.adjustedInsetRight),
        ]
        return expected.compactMap { edge, wanted, actual in
            abs(wanted - actual) < 1e-6 ? nil : "adjusted inset \(edge) is \(actual), UIKit's rule gives \(wanted)"
        }
    }
}
