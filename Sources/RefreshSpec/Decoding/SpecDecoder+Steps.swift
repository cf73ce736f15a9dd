import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// The action of a known step from its argument.
    mutating func decodeAction(_ spec: KeyDescription, _ kind: StepKind, _ argument: Document.Node, _ components: ComponentIndex)
        -> Step.Action?
    {
        if Self.changesNothing(kind, argument) {
            report(.stepChangesNothing(spec.name), at: argument.mark)
            return nil
        }
        switch kind {
        case .drag: return decodeDrag(argument)
        case .release: return decodeRelease(argument)
        case .wait:
            // Only a text that ends in a letter can end in a unit: a number is not read twice.
            if let scalar = argument.scalar, scalar.withUTF8({ $0.last.map(TextShape.isLetter) ?? false }),
                case let written = scalar.text, let seconds = Self.secondsWithUnit(written)
            {
                report(.waitWithUnit(written, seconds: seconds), at: argument.mark)
                return nil
            }
            return number(argument, spec).map { .wait($0) }
        case .scrollTo:
            return fields(of: argument, .point).map { .scrollTo(x: number(PointKey.x, in: $0), y: number(PointKey.y, in: $0)) }
        case .setContentSize: return fields(of: argument, .size).map { .setContentSize(sizeChange($0)) }
        case .setContentInset: return fields(of: argument, .insetsChange).map { .setContentInset(insetsChange($0)) }
        case .setSafeArea: return fields(of: argument, .safeAreaChange).map { .setSafeArea(insetsChange($0)) }
        case .rotate: return decodeRotate(argument, spec)
        case .reloadData: return decodeReloadData(argument)
        case .setHidden: return decodeSetHidden(argument, spec, components)
        case .setLocale: return locale(argument).map { .setLocale($0) }
        case .expect: return decodeExpectation(argument, components).map { .expect($0) }
        case .beginRefreshing, .endRefreshing, .endRefreshingWithNoMoreData, .resetNoMoreData, .tap, .cancel, .appear,
            .attach:
            return decodeComponentAction(spec, kind, argument, components)
        }
    }

    /// `scrollTo: {}`, `setContentSize: {}`, `setContentInset: {}`: every side omitted.
    /// The argument is looked at first: it is rarely an empty mapping.
    private static func changesNothing(_ kind: StepKind, _ argument: Document.Node) -> Bool {
        guard case .mapping(let mapping) = argument, mapping.pairs.isEmpty else { return false }
        switch kind {
        case .scrollTo, .setContentSize, .setContentInset, .setSafeArea: return true
        default: return false
        }
    }

    /// `rotate: landscape`: the scroll view's device held the new way; an error without a device.
    private mutating func decodeRotate(_ argument: Document.Node, _ spec: KeyDescription) -> Step.Action? {
        guard let orientation = choice(argument, spec, as: Device.Orientation.self) else { return nil }
        guard case .some(.some(var device)) = scrollViewDevice else {
            if case .some(.none) = scrollViewDevice { report(.rotateWithoutDevice, at: argument.mark) }
            return nil
        }
        device.orientation = orientation
        return .rotate(device)
    }

    private mutating func decodeComponentAction(
        _ spec: KeyDescription, _ kind: StepKind, _ argument: Document.Node, _ components: ComponentIndex
    ) -> Step.Action? {
        guard let id = componentReference(argument, spec, components) else { return nil }
        switch kind {
        case .beginRefreshing: return .beginRefreshing(id)
        case .endRefreshing: return .endRefreshing(id)
        case .endRefreshingWithNoMoreData: return .endRefreshingWithNoMoreData(id)
        case .resetNoMoreData: return .resetNoMoreData(id)
        case .tap: return .tap(id)
        case .attach: return .attach(id)
        default: return nil
        }
    }

    /// The seconds a text means when it is a number with a unit of time (`300ms`, `2s`,
    /// `0.5 seconds`), written as a number without one; nil for any other text.
    private static func secondsWithUnit(_ text: String) -> String? {
        let units: [(names: [String], perSecond: Double)] = [(["ms"], 1000), (["s", "sec", "secs", "second", "seconds"], 1)]
        let number = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let unit = text.dropFirst(number.count).drop { $0 == " " }.lowercased()
        guard !unit.isEmpty, let value = Double(number),
            let perSecond = units.first(where: { $0.names.contains(unit) })?.perSecond
        else { return nil }
        // Divided, not multiplied by 0.001: the quotient is the decimal written, correctly rounded.
        let seconds = value / perSecond
        return seconds.text()
    }

    /// `release: {velocity: {x, y}}`; anything but a mapping there says which forms `release` takes.
    private mutating func decodeRelease(_ argument: Document.Node) -> Step.Action? {
        guard case .mapping = argument else {
            report(.releaseArgument(found: argument.found), at: argument.mark)
            return nil
        }
        guard let fields = fields(of: argument, .release) else { return nil }
        let isMapping = fields.read(ReleaseKey.velocity) { velocity -> Bool in
            guard case .mapping = velocity else {
                report(.releaseVelocity(found: velocity.found), at: velocity.mark)
                return false
            }
            return true
        }
        guard isMapping != false else { return nil }
        return .release(velocity: point(nested(ReleaseKey.velocity, .point, in: fields), default: Point(x: 0, y: 0)))
    }

    private mutating func decodeDrag(_ argument: Document.Node) -> Step.Action? {
        guard case .mapping = argument else {
            report(.dragArgument(found: argument.found), at: argument.mark)
            return nil
        }
        guard let fields = fields(of: argument, .drag), let dx = number(DragKey.dx, in: fields),
            let dy = number(DragKey.dy, in: fields)
        else { return nil }
        return .drag(dx: dx, dy: dy, steps: integer(DragKey.steps, in: fields))
    }

    private mutating func decodeReloadData(_ argument: Document.Node) -> Step.Action? {
        guard let fields = fields(of: argument, .reloadData) else { return nil }
        let size = fields.read(ReloadDataKey.contentSize) { self.fields(of: $0, .size) }.map { sizeChange($0) }
        return integer(ReloadDataKey.count, in: fields).map { .reloadData(count: $0, contentSize: size) }
    }

    private mutating func decodeSetHidden(_ argument: Document.Node, _ spec: KeyDescription, _ components: ComponentIndex) -> Step
        .Action?
    {
        var changes: [Step.HiddenChange] = []
        let isMapping = forEachEntry(of: argument) { decoder, entry in
            let id = decoder.componentReference(entry.name, at: entry.keyMark, spec, components)
            guard let hidden = decoder.bool(entry.value), let id else { return }
            changes.append(Step.HiddenChange(id: id, hidden: hidden))
        }
        guard isMapping else { return nil }
        return .setHidden(changes)
    }

    /// The component id a node names, checked as below.
    private mutating func componentReference(_ node: Document.Node, _ spec: KeyDescription, _ components: ComponentIndex)
        -> String?
    {
        string(node).flatMap { componentReference($0, at: node.mark, spec, components) }
    }

    /// A component id that exists and whose type the step applies to.
    private mutating func componentReference(
        _ id: String, at mark: Mark, _ spec: KeyDescription, _ components: ComponentIndex
    ) -> String? {
        guard let component = components[id] else {
            guard !unusableComponentIDs.contains(id) else { return nil }
            let ids = components.ids.sorted()
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

extension SpecDecoder {
    /// An `expect` mapping: `scrollView` and component ids, each with the fields its kind has.
    /// A subject named with no fields (`expect: header`, `{header: {}}`, `{scrollView: }`) is a
    /// placeholder, with a warning: it checks nothing until `test --update=missing` fills it in.
    mutating func decodeExpectation(_ node: Document.Node, _ components: ComponentIndex) -> Step.Expectation? {
        if case .scalar(let word) = node, word.style == .plain, case let name = word.text,
            name == Self.scrollView || components[name] != nil
        {
            report(.emptyExpectation(name), at: word.mark)
            return Step.Expectation(
                checks: [], placeholders: [Step.Placeholder(component: Self.componentID(name), mark: word.mark)])
        }
        var checks: [Step.Expectation.Check] = []
        var placeholders: [Step.Placeholder] = []
        checks.reserveCapacity(Self.checkCount(node))
        let isMapping = forEachEntry(of: node) { decoder, entry in
            if Self.hasNoFields(entry.value), entry.name == Self.scrollView || components[entry.name] != nil {
                decoder.report(.emptyExpectation(entry.name), at: entry.keyMark)
                placeholders.append(Step.Placeholder(component: Self.componentID(entry.name), mark: entry.keyMark))
            } else if entry.name == Self.scrollView {
                decoder.appendScrollViewChecks(entry.value, to: &checks)
            } else if let component = components[entry.name] {
                decoder.appendComponentChecks(entry.value, component, to: &checks)
            } else if !decoder.unusableComponentIDs.contains(entry.name) {
                let ids = components.ids.sorted()
                let suggestions = Suggestion.closestNames(to: entry.name, among: [Self.scrollView] + ids)
                decoder.report(.unknownComponent(entry.name, existing: ids, suggestion: suggestions.first), at: entry.keyMark)
                // One subject it probably means, not asserted beside it: its fields are read as that subject's.
                guard suggestions.count == 1, !Self.names(suggestions[0], in: node) else { return }
                decoder.standIn(entry.value, meant: suggestions[0], written: entry.name, at: entry.keyMark)
                if let component = components[suggestions[0]] {
                    decoder.appendComponentChecks(entry.value, component, to: &checks)
                } else {
                    decoder.appendScrollViewChecks(entry.value, to: &checks)
                }
            }
        }
        return isMapping ? Step.Expectation(checks: checks, placeholders: placeholders) : nil
    }

    /// Whether an expectation's subject is written with no fields: nothing, `null` or `{}`.
    private static func hasNoFields(_ node: Document.Node) -> Bool {
        switch node {
        case .scalar(let scalar): scalar.style == .plain && scalar.isNull
        case .mapping(let mapping): mapping.pairs.isEmpty
        case .sequence: false
        }
    }

    /// The component id a subject's name is; nil for `scrollView`.
    private static func componentID(_ name: String) -> String? {
        name == Self.scrollView ? nil : name
    }

    /// Whether a mapping has the key `name`.
    private static func names(_ name: String, in node: Document.Node) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        let pairs = mapping.pairs
        return pairs.indices.contains { pairs.key(at: $0).scalar?.text == name }
    }

    /// How many checks an expectation has at most: one per key of each subject's mapping.
    private static func checkCount(_ node: Document.Node) -> Int {
        guard case .mapping(let mapping) = node else { return 0 }
        let pairs = mapping.pairs
        var count = 0
        for index in pairs.indices {
            if case .mapping(let subject) = pairs.value(at: index) { count += subject.pairs.count }
        }
        return count
    }

    /// The checks of an expectation's `scrollView` mapping, appended in document order.
    private mutating func appendScrollViewChecks(_ node: Document.Node, to checks: inout [Step.Expectation.Check]) {
        guard let fields = fields(of: node, .expectScrollView, context: "expect scrollView") else { return }
        for entry in fields.entries {
            guard let value = expectedValue(entry, in: fields) else { continue }
            let field = Self.scrollViewFields[entry.position]
            checks.append(Step.Expectation.Check(subject: .scrollView(field), expected: value, mark: entry.keyMark))
        }
    }

    /// The checks of an expectation's mapping for a component, appended in document order.
    private mutating func appendComponentChecks(
        _ node: Document.Node, _ component: ComponentReference, to checks: inout [Step.Expectation.Check]
    ) {
        if case .scalar(let scalar) = node, scalar.style == .plain, let state = RefreshState(rawValue: scalar.text) {
            report(.stateWithoutField(id: component.id, state: state.rawValue), at: node.mark)
            return
        }
        guard
            let fields = fields(
                of: node, .expectComponent, context: .expectation(of: component),
                type: component.type, style: component.style)
        else { return }
        for entry in fields.entries {
            guard let value = expectedValue(entry, in: fields) else { continue }
            let field = Self.componentFields[entry.position]
            checks.append(
                Step.Expectation.Check(
                    subject: .component(id: component.id, field: field), expected: value, mark: entry.keyMark))
        }
    }

    /// The fields in the order of their cases, which is their tables' order: an accepted
    /// entry's field is the one at its position, found without matching its name again.
    private static let scrollViewFields = Array(Step.Expectation.ScrollViewField.allCases)
    private static let componentFields = Array(Step.Expectation.ComponentField.allCases)

    /// The key of the scroll view's fields in `expect`, beside the component ids.
    private static let scrollView = ExpectationKey.scrollView.name

    /// The expected value of a field, of the type its table gives.
    private mutating func expectedValue(_ entry: Field, in fields: Fields) -> Step.Expectation.Value? {
        fields.table.withKey(at: entry.position) { expectedValue(entry.value, $0) }
    }

    private mutating func expectedValue(_ node: Document.Node, _ spec: KeyDescription) -> Step.Expectation.Value? {
        switch spec.type {
        case .number: return number(node, spec).map { .number($0) }
        case .integer: return integer(node, spec).map { .number(Double($0)) }
        case .bool: return bool(node).map { .bool($0) }
        case .string: return string(node).map { .text($0) }
        case .choice where spec.name == Step.Expectation.ComponentField.layoutDirection.name:
            return choice(node, spec, as: LayoutDirection.self).map { .layoutDirection($0) }
        case .choice: return choice(node, spec, as: RefreshState.self).map { .state($0) }
        case .mapping(let table): return self.fields(of: node, table).map { .event(lastEvent($0)) }
        default: return nil
        }
    }

    private mutating func lastEvent(_ fields: Fields) -> Step.Expectation.LastEvent {
        Step.Expectation.LastEvent(
            direction: choice(LastEventKey.direction, in: fields, as: ScrollDirection.self),
            offset: number(LastEventKey.offset, in: fields), inOneScreen: bool(LastEventKey.inOneScreen, in: fields)
        )
    }
}

extension Diagnostic.Message {
    /// `rotate` in a spec whose scroll view names no device.
    static var rotateWithoutDevice: Self {
        Self(
            rule: .missingKey,
            "rotate needs a device preset to turn: add scrollView.device, or change the safe area with setSafeArea")
    }

    /// A step whose every value is omitted (`scrollTo: {}`).
    static func stepChangesNothing(_ step: String) -> Self {
        Self(rule: .missingArgument, "step '\(step)' changes nothing: give at least one of its values")
    }

    /// `release` given something other than nothing or a velocity mapping (`release: now`).
    static func releaseArgument(found: String) -> Self {
        Self(
            rule: .wrongType,
            "release takes nothing or a velocity: write '- release' or '- release: {velocity: {x: 0, y: -800}}' "
                + "(points per second; x and y default to 0), found \(found)")
    }

    /// A component's expectation written as a bare state (`expect: {header: idle}`), where a
    /// mapping of fields goes.
    static func stateWithoutField(id: String, state: String) -> Self {
        Self(
            rule: .wrongType,
            "expected a mapping of fields for '\(id)', found the state '\(state)': write {\(id): {state: \(state)}}")
    }

    /// An expectation's subject with no fields yet: it checks nothing.
    static func emptyExpectation(_ subject: String) -> Self {
        Self(
            rule: .emptyExpectation,
            "expectation of '\(subject)' checks nothing yet; 'refreshspec test --update=missing' fills in what the run gives")
    }

    /// `wait` given a number with a unit of time (`wait: 300ms`).
    static func waitWithUnit(_ written: String, seconds: String) -> Self {
        Self(rule: .wrongType, "wait takes seconds as a plain number: write 'wait: \(seconds)' for '\(written)'")
    }

    /// `drag` given something other than a mapping (`drag: 40`).
    static func dragArgument(found: String) -> Self {
        Self(
            rule: .wrongType,
            "drag takes the finger's move in points, {dx, dy}: write '- drag: {dy: 40}' (down; up is negative), found \(found)")
    }

    /// A release velocity that is not an `{x, y}` mapping (`release: {velocity: 3}`).
    static func releaseVelocity(found: String) -> Self {
        Self(
            rule: .wrongType,
            "a release velocity is {x, y} in points per second, e.g. {velocity: {x: 0, y: -800}}, found \(found)")
    }

    /// A step or expectation naming a component the spec does not have, with the ids it has.
    static func unknownComponent(_ id: String, existing: [String], suggestion: String?) -> Self {
        let known =
            existing.isEmpty
            ? "the spec has no component with a usable id" : "the spec's components are " + existing.joined(separator: ", ")
        return Self(rule: .unknownComponent, "no component has id '\(id)'; \(known)", suggesting: suggestion)
    }

    /// A step naming a component of a type it does not apply to.
    static func wrongComponentType(step: String, id: String, type: String, allowed: [String]) -> Self {
        Self(
            rule: .wrongComponentType, "'\(step)' does not apply to \(type) '\(id)' (only to \(allowed.joined(separator: ", ")))")
    }
}
