import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec

/// One subject of an `expect` step as record mode writes it: the scroll view or a component,
/// with the fields that describe it and their values.
struct RecordedSubject {
    /// `scrollView` or the component id.
    var name: String
    /// Field names and values, in the order written.
    var fields: [(name: String, value: ObservedValue)]
}

/// Which fields describe the scroll view and each component in a recorded expectation: what
/// users read of a component (its state, text and pulling percent; its alpha and hidden flag
/// when they change during the scenario, or it is hidden; its layout direction when right to
/// left or when it changes) and of the scroll view (the offset along its axis, and each inset
/// that differs from the spec's `contentInset`).
struct DescribedFields {
    private let spec: Spec
    /// `id.field` of the component fields whose value changes over the scenario's steps.
    private let changing: Set<String>

    /// The fields for `spec`'s scenario whose every step `steps` reports.
    init(spec: Spec, steps: [StepReport]) {
        self.spec = spec
        var first: [String: ComponentSnapshot] = [:]
        var changing: Set<String> = []
        for step in steps {
            for case .component(let component) in step.components {
                guard let start = first[component.id] else {
                    first[component.id] = component
                    continue
                }
                if start.alpha != component.alpha { changing.insert(component.id + ".alpha") }
                if start.hidden != component.hidden { changing.insert(component.id + ".hidden") }
                if start.layoutDirection != component.layoutDirection { changing.insert(component.id + ".layoutDirection") }
            }
        }
        self.changing = changing
    }

    /// The scroll view after the step `report` reports.
    func scrollView(in report: StepReport) -> RecordedSubject {
        let view = report.scrollView
        let rest = spec.scrollView.contentInset
        var fields: [(String, ObservedValue)] =
            spec.scrollView.axis == .horizontal ? [("offsetX", .number(view.offsetX))] : [("offsetY", .number(view.offsetY))]
        let insets: [(String, Double, Double)] = [
            ("insetTop", view.insetTop, rest.top), ("insetLeft", view.insetLeft, rest.left),
            ("insetBottom", view.insetBottom, rest.bottom), ("insetRight", view.insetRight, rest.right),
        ]
        for (name, value, atRest) in insets where !ObservedValue.number(value).matches(.number(atRest)) {
            fields.append((name, .number(value)))
        }
        return RecordedSubject(name: "scrollView", fields: fields)
    }

    /// The component or observer `id` after the step `report` reports; nil when it has nothing
    /// to describe (an observer before its first event, or no such id).
    func component(_ id: String, in report: StepReport) -> RecordedSubject? {
        switch report.components.first(where: { $0.id == id }) {
        case .component(let component):
            var fields: [(String, ObservedValue)] = [("state", .state(component.state))]
            if let text = component.text { fields.append(("text", .text(text))) }
            fields.append(("pullingPercent", .number(component.pullingPercent)))
            if changing.contains(id + ".alpha") { fields.append(("alpha", .number(component.alpha))) }
            if component.hidden || changing.contains(id + ".hidden") { fields.append(("hidden", .bool(component.hidden))) }
            if let direction = component.layoutDirection, direction == .rightToLeft || changing.contains(id + ".layoutDirection")
            {
                fields.append(("layoutDirection", .layoutDirection(direction)))
            }
            return RecordedSubject(name: id, fields: fields)
        case .observer(let observer):
            return observer.lastEvent.map { RecordedSubject(name: id, fields: [("lastEvent", .event($0))]) }
        case nil:
            return nil
        }
    }

    /// The ids whose described fields differ between two reports of the same scenario (every
    /// component's, when `previous` is nil).
    func changedComponents(from previous: [AttachmentSnapshot]?, to report: StepReport) -> [String] {
        report.components.compactMap { snapshot in
            guard let previous, let before = previous.first(where: { $0.id == snapshot.id }) else { return snapshot.id }
            return Self.described(before) == Self.described(snapshot) ? nil : snapshot.id
        }
    }

    /// The parts of a snapshot a recorded expectation can show.
    private static func described(_ snapshot: AttachmentSnapshot) -> [String] {
        switch snapshot {
        case .component(let c):
            [c.state.rawValue, c.text ?? "", c.pullingPercent.shortText, c.alpha.shortText, String(c.hidden)]
        case .observer(let o):
            [o.lastEvent.map { "\($0.direction.rawValue) \($0.offset.shortText) \($0.inOneScreen)" } ?? ""]
        }
    }
}
