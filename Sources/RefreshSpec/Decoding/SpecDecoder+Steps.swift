import Diagnostics
import YAML

extension SpecDecoder {
    /// The action of a known step from its argument (nil only for steps that accept none).
    mutating func decodeAction(_ spec: KeySpec, _ argument: Node?, _ components: [String: ComponentReference]) -> Step.Action? {
        guard let argument else { return spec.name == "appear" ? .appear : .release(velocity: nil) }
        if Self.changesNothing(spec.name, argument) {
            report(.stepChangesNothing(spec.name), at: argument.mark)
            return nil
        }
        switch spec.name {
        case "drag": return decodeDrag(argument)
        case "release": return decodeRelease(argument)
        case "wait": return number(argument, spec).map { .wait($0) }
        case "scrollTo": return fields(of: argument, .point).map { .scrollTo(x: number("x", in: $0), y: number("y", in: $0)) }
        case "setContentSize": return fields(of: argument, .size).map { .setContentSize(sizeChange($0)) }
        case "setContentInset": return fields(of: argument, .insetsChange).map { .setContentInset(insetsChange($0)) }
        case "reloadData": return decodeReloadData(argument)
        case "setHidden": return decodeSetHidden(argument, spec, components)
        case "setLocale": return locale(argument).map { .setLocale($0) }
        case "expect": return decodeExpectation(argument, components).map { .expect($0) }
        default: return decodeComponentAction(spec, argument, components)
        }
    }

    /// `scrollTo: {}`, `setContentSize: {}`, `setContentInset: {}`: every side omitted.
    private static func changesNothing(_ step: String, _ argument: Node) -> Bool {
        guard ["scrollTo", "setContentSize", "setContentInset"].contains(step), case .mapping(let mapping) = argument else {
            return false
        }
        return mapping.pairs.isEmpty
    }

    private mutating func decodeComponentAction(_ spec: KeySpec, _ argument: Node, _ components: [String: ComponentReference])
        -> Step.Action?
    {
        guard let id = componentReference(argument, spec, components) else { return nil }
        switch spec.name {
        case "beginRefreshing": return .beginRefreshing(id)
        case "endRefreshing": return .endRefreshing(id)
        case "endRefreshingWithNoMoreData": return .endRefreshingWithNoMoreData(id)
        case "resetNoMoreData": return .resetNoMoreData(id)
        case "tap": return .tap(id)
        default: return nil
        }
    }

    /// `release: {velocity: {x, y}}`; anything but a mapping there says which forms `release` takes.
    private mutating func decodeRelease(_ argument: Node) -> Step.Action? {
        guard case .mapping = argument else {
            report(.releaseArgument(found: argument.found), at: argument.mark)
            return nil
        }
        guard let fields = fields(of: argument, .release) else { return nil }
        if let velocity = fields["velocity"] {
            guard case .mapping = velocity else {
                report(.releaseVelocity(found: velocity.found), at: velocity.mark)
                return nil
            }
        }
        return .release(velocity: point(nested("velocity", .point, in: fields), default: Spec.Point(x: 0, y: 0)))
    }

    private mutating func decodeDrag(_ argument: Node) -> Step.Action? {
        guard let fields = fields(of: argument, .drag), let dx = number("dx", in: fields), let dy = number("dy", in: fields)
        else { return nil }
        return .drag(dx: dx, dy: dy, steps: integer("steps", in: fields))
    }

    private mutating func decodeReloadData(_ argument: Node) -> Step.Action? {
        guard let fields = fields(of: argument, .reloadData) else { return nil }
        let size = fields["contentSize"].flatMap { self.fields(of: $0, .size) }.map { sizeChange($0) }
        return integer("count", in: fields).map { .reloadData(count: $0, contentSize: size) }
    }

    private mutating func decodeSetHidden(_ argument: Node, _ spec: KeySpec, _ components: [String: ComponentReference]) -> Step
        .Action?
    {
        guard let entries = entries(of: argument) else { return nil }
        let changes = entries.compactMapReserving { entry -> Step.HiddenChange? in
            let id = componentReference(entry.name, at: entry.keyMark, spec, components)
            guard let hidden = bool(entry.value), let id else { return nil }
            return Step.HiddenChange(id: id, hidden: hidden)
        }
        return .setHidden(changes)
    }

    /// The component id a node names, checked as below.
    private mutating func componentReference(_ node: Node, _ spec: KeySpec, _ components: [String: ComponentReference]) -> String?
    {
        string(node).flatMap { componentReference($0, at: node.mark, spec, components) }
    }

    /// A component id that exists and whose type the step applies to.
    private mutating func componentReference(
        _ id: String, at mark: Mark, _ spec: KeySpec, _ components: [String: ComponentReference]
    ) -> String? {
        guard let component = components[id] else {
            guard !unusableComponentIDs.contains(id) else { return nil }
            let ids = components.keys.sorted()
            report(.unknownComponent(id, existing: ids, suggestion: Suggestion.closest(to: id, among: ids)), at: mark)
            return nil
        }
        if let types = spec.componentTypes, !types.contains(component.type) {
            report(
                .wrongComponentType(step: spec.name, id: id, type: component.type.rawValue, allowed: types.map(\.rawValue)),
                at: mark)
            return nil
        }
        return id
    }
}
