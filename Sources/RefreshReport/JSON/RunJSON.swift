import RefreshCore
import RefreshEngine
import RefreshRunner

/// The JSON of `refreshspec run` (SPEC.md §9): one object per spec, or one step per line.
public enum RunJSON {
    /// What a step's objects hold besides SPEC.md §9's fields.
    public struct Extras: Sendable {
        /// The scroll view's adjusted insets, safe area and frame: a spec with a safe area has them.
        var adjustedInsets: Bool
        /// Each component's subview frames (`run --layout`).
        var layout: Bool

        /// What `report`'s steps hold, with the subview frames when `layout`.
        init(_ report: SpecReport, layout: Bool) {
            adjustedInsets = report.spec.usesSafeArea
            self.layout = layout
        }
    }

    /// `{"spec", "name", "scenarios": [{"name", "locale", "passed", "steps": [...]}]}`; `passed`
    /// is a project extension; with `layout` each component has its subview frames.
    public static func report(_ report: SpecReport, layout: Bool = false) -> JSON {
        let extras = Extras(report, layout: layout)
        return .object([
            ("spec", .string(report.path)), ("name", .string(report.name)),
            (
                "scenarios",
                .array(
                    report.scenarios.map { scenario in
                        .object([
                            ("name", .string(scenario.name)), ("locale", .string(scenario.locale)),
                            ("passed", .bool(scenario.passed)),
                            ("steps", .array(scenario.steps.map { step($0, extras) })),
                        ])
                    })
            ),
        ])
    }

    /// ``report(_:)``'s compact text and a newline, handed to `output` a step at a time, so that
    /// a long run is never held whole as text (a 6 MiB label shown in 300 steps is 1.9 GB of
    /// JSON): the same bytes as `report(report).serialized() + "\n"`.
    public static func write(_ report: SpecReport, layout: Bool = false, to output: (String) -> Void) {
        let extras = Extras(report, layout: layout)
        output(JSON.openingObject([("spec", .string(report.path)), ("name", .string(report.name))], arrayKey: "scenarios"))
        for (index, scenario) in report.scenarios.enumerated() {
            let members: [(String, JSON)] = [
                ("name", .string(scenario.name)), ("locale", .string(scenario.locale)), ("passed", .bool(scenario.passed)),
            ]
            output((index > 0 ? "," : "") + JSON.openingObject(members, arrayKey: "steps"))
            for (stepIndex, step) in scenario.steps.enumerated() {
                output((stepIndex > 0 ? "," : "") + Self.step(step, extras).serialized())
            }
            output(JSON.closingArray(thenMembers: []))
        }
        output(JSON.closingArray(thenMembers: []) + "\n")
    }

    /// One line per step, each step object with `spec` and `scenario` first.
    public static func lines(_ report: SpecReport) -> String {
        var text = ""
        lines(report) { text += $0 }
        return text
    }

    /// ``lines(_:)``, handed to `output` a line at a time.
    public static func lines(_ report: SpecReport, layout: Bool = false, to output: (String) -> Void) {
        let extras = Extras(report, layout: layout)
        for scenario in report.scenarios {
            for step in scenario.steps {
                let context: [(String, JSON)] = [("spec", .string(report.path)), ("scenario", .string(scenario.name))]
                output(
                    JSON.object(context + members(of: step, extras)).serialized() + "\n")
            }
        }
    }

    /// A step: index, action, time, scroll view, components and events, and for an `expect`
    /// step the checks that failed, with the `extras` asked for.
    static func step(_ step: StepReport, _ extras: Extras) -> JSON {
        .object(members(of: step, extras))
    }

    private static func members(of step: StepReport, _ extras: Extras) -> [(String, JSON)] {
        var members: [(String, JSON)] = [
            ("index", .integer(step.index)), ("action", .string(step.action)), ("time", .number(step.time)),
            ("scrollView", scrollView(step.scrollView, adjusted: extras.adjustedInsets)),
            ("components", .array(step.components.map { component($0, thresholds: step.thresholds, layout: extras.layout) })),
            ("events", .array(step.events.map(event))),
        ]
        if let failures = step.failures { members.append(("failures", .array(failures.map(failure)))) }
        return members
    }

    private static func scrollView(_ view: ScrollViewSnapshot, adjusted: Bool) -> JSON {
        var members: [(String, JSON)] = [
            ("offsetX", .number(view.offsetX)), ("offsetY", .number(view.offsetY)), ("insetTop", .number(view.insetTop)),
            ("insetLeft", .number(view.insetLeft)), ("insetBottom", .number(view.insetBottom)),
            ("insetRight", .number(view.insetRight)),
        ]
        if adjusted {
            let safeArea = view.safeArea
            members += [
                ("adjustedInsetTop", .number(view.adjustedInsetTop)), ("adjustedInsetLeft", .number(view.adjustedInsetLeft)),
                ("adjustedInsetBottom", .number(view.adjustedInsetBottom)),
                ("adjustedInsetRight", .number(view.adjustedInsetRight)),
                (
                    "safeArea",
                    .object([
                        ("top", .number(safeArea.top)), ("left", .number(safeArea.left)),
                        ("bottom", .number(safeArea.bottom)), ("right", .number(safeArea.right)),
                    ])
                ),
                ("frameWidth", .number(view.frame.width)), ("frameHeight", .number(view.frame.height)),
            ]
        }
        members += [
            ("contentWidth", .number(view.contentWidth)), ("contentHeight", .number(view.contentHeight)),
            ("dragging", .bool(view.dragging)), ("dataCount", .integer(view.dataCount)),
        ]
        return .object(members)
    }

    /// A component or observer after a step; a visible component ends with its `thresholds`
    /// (those of `thresholds` that are its own), then, with `layout`, its subview frames.
    private static func component(_ attachment: AttachmentSnapshot, thresholds: [Thresholds], layout: Bool) -> JSON {
        switch attachment {
        case .observer(let observer):
            return .object([
                ("id", .string(observer.id)), ("type", .string(ComponentType.scrollObserver.rawValue)),
                ("lastEvent", observer.lastEvent.map(lastEvent) ?? .null),
            ])
        case .component(let snapshot):
            var members: [(String, JSON)] = [
                ("id", .string(snapshot.id)), ("type", .string(snapshot.type.rawValue)),
                ("state", .string(snapshot.state.rawValue)),
            ]
            if let text = snapshot.text { members.append(("text", .string(text))) }
            if let detail = snapshot.detailText { members.append(("detailText", .string(detail))) }
            if let direction = snapshot.layoutDirection {
                members.append(("layoutDirection", .string(direction.rawValue)))
            }
            members += [
                ("pullingPercent", .number(snapshot.pullingPercent)), ("alpha", .number(snapshot.alpha)),
                ("hidden", .bool(snapshot.hidden)),
            ]
            if !snapshot.attached { members.append(("attached", .bool(false))) }
            members += [
                ("x", .number(snapshot.x)), ("y", .number(snapshot.y)),
                ("width", .number(snapshot.width)), ("height", .number(snapshot.height)),
            ]
            if let rotation = snapshot.arrowRotation { members.append(("arrowRotation", .number(rotation))) }
            if let animating = snapshot.indicatorAnimating { members.append(("indicatorAnimating", .bool(animating))) }
            if let image = snapshot.image { members.append(("image", .integer(image))) }
            members += [
                ("refreshingCallbacks", .integer(snapshot.refreshingCallbacks)),
                ("endCallbacks", .integer(snapshot.endCallbacks)),
            ]
            if let own = thresholds.first(where: { $0.component == snapshot.id }) {
                members.append(("thresholds", Self.thresholds(own)))
            }
            if layout { members.append(("layout", Self.layout(snapshot.layout))) }
            return .object(members)
        }
    }

    /// `{"axis": "offsetY", "shows": -64, "pulls": -118}` (header, back footer, trailer), or
    /// `{"axis": "offsetY", "triggers": 377}` for the auto footer, `triggers` null when only the
    /// end of a drag starts it: the numbers `run`'s table and `tree` explain.
    private static func thresholds(_ thresholds: Thresholds) -> JSON {
        let trigger = thresholds.trigger.map(JSON.number) ?? .null
        guard let happen = thresholds.happen else {
            return .object([("axis", .string(thresholds.axis.offsetName)), ("triggers", trigger)])
        }
        return .object([("axis", .string(thresholds.axis.offsetName)), ("shows", .number(happen)), ("pulls", trigger)])
    }

    static func lastEvent(_ event: ScrollObserver.Event) -> JSON {
        .object([
            ("direction", .string(event.direction.rawValue)), ("offset", .number(event.offset)),
            ("inOneScreen", .bool(event.inOneScreen)),
        ])
    }

    private static func event(_ event: RefreshEvent) -> JSON {
        .object([
            ("component", .string(event.component)), ("from", .string(event.from.rawValue)), ("to", .string(event.to.rawValue)),
            ("time", .number(event.time)), ("reason", .string(event.reason)),
        ])
    }

    /// `{"stateLabel": {"x", "y", "width", "height"} or null, "lastUpdatedLabel", "arrow",
    /// "indicator", "gif"}`: where MJRefresh's `placeSubviews` puts each subview inside the
    /// component, null for one the component does not have or does not place.
    private static func layout(_ layout: ComponentLayout) -> JSON {
        func frame(_ rect: Rect?) -> JSON {
            rect.map {
                .object([
                    ("x", .number($0.x)), ("y", .number($0.y)), ("width", .number($0.width)), ("height", .number($0.height)),
                ])
            } ?? .null
        }
        return .object([
            ("stateLabel", frame(layout.stateLabel)), ("lastUpdatedLabel", frame(layout.lastUpdatedLabel)),
            ("arrow", frame(layout.arrow)), ("indicator", frame(layout.indicator)), ("gif", frame(layout.gif)),
        ])
    }
}
