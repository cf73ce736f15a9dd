import RefreshCore
import RefreshEngine
import RefreshRunner

/// Checks that a refresh cycle leaves the insets as it found them: the insets after the step in
/// which a component leaves refreshing (or willRefresh) equal those before the step in which it
/// entered it. A cycle is not checked when something else moved the insets meanwhile: a
/// `setContentInset`, `setHidden` or `reloadData` step (the auto footer takes or gives back its
/// height), or another component's refresh. Nor is a cycle during which the component was hidden:
/// MJRefresh's header learns how much inset to give back (`insetTDelta`) only from the offset
/// changes it hears, and a hidden component hears none (DESIGN.md "Engine rules"), so a header
/// that begins refreshing while hidden keeps its inset when it ends, as in MJRefresh. Nor is a
/// cycle that begins while the component's recorded original inset may be stale: MJRefresh takes
/// it again only at offset changes, so after an inset change (a step above, or another
/// component's refresh) a header that begins refreshing before any drag or `scrollTo` gives back
/// the inset it recorded earlier, not the one set since (DESIGN.md "Engine rules": `i0`).
struct InsetCycles {
    /// Per component id: the insets before its current cycle began, nil when unchecked.
    private var starts: [String: Insets?]
    /// Cycles compared so far, so a test can tell the invariant was exercised.
    private(set) var checked = 0
    /// Ids whose recorded original inset may differ from the scroll view's inset.
    private var stale: Set<String> = []

    /// The four insets of a step's report.
    struct Insets: Equatable, CustomStringConvertible {
        var top, left, bottom, right: Double

        init(_ view: ScrollViewSnapshot) {
            (top, left, bottom, right) = (view.insetTop, view.insetLeft, view.insetBottom, view.insetRight)
        }

        func isClose(to other: Insets) -> Bool {
            [top - other.top, left - other.left, bottom - other.bottom, right - other.right].allSatisfy { abs($0) < 1e-6 }
        }

        var description: String { "top \(top) left \(left) bottom \(bottom) right \(right)" }
    }

    /// Steps that move insets outside any refresh cycle.
    static let insetActions: Set<String> = ["setContentInset", "setHidden", "reloadData"]
    /// Steps that, with a safe area, change the safe area's share of the adjusted insets, which
    /// MJRefresh's `mj_inset` setters subtract: a cycle across one does not give back the same
    /// `contentInset`.
    static let adjustmentActions: Set<String> = ["setSafeArea", "setContentSize"]
    /// The steps that reset the cycles of this spec.
    private let resettingActions: Set<String>

    init(components: [String], hasSafeArea: Bool) {
        starts = Dictionary(uniqueKeysWithValues: components.map { ($0, nil) })
        resettingActions = hasSafeArea ? Self.insetActions.union(Self.adjustmentActions) : Self.insetActions
    }

    /// Follows `step` (after `previous`, nil for the first step) and returns its violations.
    mutating func check(_ step: StepReport, after previous: StepReport?, action: String) -> [String] {
        if resettingActions.contains(action) {
            for id in starts.keys { starts[id] = .some(nil) }
            stale = Set(starts.keys)
        }
        let hidden = Set(
            [previous, step].compactMap { $0 }.flatMap(\.components).compactMap { attachment -> String? in
                guard case .component(let snapshot) = attachment, snapshot.hidden else { return nil }
                return snapshot.id
            })
        for id in hidden where starts[id] != nil { starts[id] = .some(nil) }
        let crossings = step.events.filter { $0.from.isRefreshing != $0.to.isRefreshing }
        let crossing = Set(crossings.map(\.component))
        if crossing.count > 1 {
            for id in starts.keys { starts[id] = .some(nil) }
            stale = Set(starts.keys)
            return []
        }
        if crossing.isEmpty, action == "drag" || action == "scrollTo" {
            stale.subtract(starts.keys.filter { !hidden.contains($0) })
        }
        var found: [String] = []
        for event in crossings {
            for other in starts.keys where other != event.component {
                starts[other] = .some(nil)
                stale.insert(other)
            }
            if event.to.isRefreshing {
                let othersRefreshing = [previous, step].compactMap { $0 }.flatMap(\.components).contains { attachment in
                    guard case .component(let snapshot) = attachment else { return false }
                    return snapshot.id != event.component && snapshot.state.isRefreshing
                }
                let counted = !othersRefreshing && !hidden.contains(event.component) && !stale.contains(event.component)
                starts[event.component] = (counted ? previous.map { Insets($0.scrollView) } : nil)
            } else if let start = starts[event.component] ?? nil {
                starts[event.component] = .some(nil)
                checked += 1
                let now = Insets(step.scrollView)
                if !now.isClose(to: start) {
                    found.append("\(event.component) ended refreshing with insets \(now), not \(start) as before it")
                }
            }
        }
        return found
    }
}
