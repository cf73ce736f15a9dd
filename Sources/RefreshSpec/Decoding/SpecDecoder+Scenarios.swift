import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// `scenarios`: names unique; each scenario's steps checked against the components.
    mutating func decodeScenarios(_ node: Document.Node, components: [ComponentSpec], defaultLocale: String) -> [Scenario] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of scenarios", at: node)
            return []
        }
        let index = ComponentIndex(components)
        let items = list.items
        var names = FirstMarks(capacity: items.count)
        var scenarios: [Scenario] = []
        scenarios.reserveCapacity(items.count)
        for position in items.indices {
            let item = items[position]
            guard let fields = fields(of: item, .scenario) else { continue }
            let steps = fields.read(ScenarioKey.steps) { decodeSteps($0, index) } ?? []
            let scenarioLocale = fields.read(ScenarioKey.locale) { self.locale($0) } ?? defaultLocale
            guard let (name, nameMark) = fields.read(ScenarioKey.name, { node in string(node).map { ($0, node.mark) } }) else {
                continue
            }
            if let first = names.first(name) {
                reportUsedTwice(.duplicateScenario(name), at: nameMark, first: first, repeating: "scenario")
                continue
            }
            names.record(name, at: nameMark)
            scenarios.append(Scenario(name: name, locale: scenarioLocale, steps: steps, mark: item.mark))
        }
        return scenarios
    }

    private mutating func decodeSteps(_ node: Document.Node, _ components: ComponentIndex) -> [Step] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of steps", at: node)
            return []
        }
        // By index, with room for every step from the start: a list rarely drops one. (A
        // for-in loop over the items went through the generic collection code.)
        let items = list.items
        var steps: [Step] = []
        steps.reserveCapacity(items.count)
        for index in items.indices {
            if let step = decodeStep(items[index], components) { steps.append(step) }
        }
        return steps
    }

    /// A bare word or a one-key mapping, its key in the step table. The argument is read in
    /// place from the mapping's one pair, never held as an optional node: copying and destroying
    /// those went through the runtime for every step.
    private mutating func decodeStep(_ node: Document.Node, _ components: ComponentIndex) -> Step? {
        let action: Step.Action?
        let keyMark: Mark
        switch node {
        case .scalar(let key):
            guard let kind = stepKind(key, written: key.text, argument: nil) else { return nil }
            keyMark = key.mark
            action = KeyTable.step.withKey(at: kind.rawValue) { bareAction($0, kind, at: key.mark) }
        case .mapping(let mapping):
            guard mapping.pairs.count == 1 else {
                report(Self.argumentBeside(in: mapping) ?? .stepNotOneKey(count: mapping.pairs.count), at: node.mark)
                return nil
            }
            guard case .scalar(let key) = mapping.pairs.key(at: 0) else {
                let keyNode = mapping.pairs.key(at: 0)
                report(.keyNotScalar(found: keyNode.found), at: keyNode.mark)
                return nil
            }
            let argument = mapping.pairs.value(at: 0)
            guard let kind = stepKind(key, written: Self.writtenText(key, argument), argument: argument) else { return nil }
            keyMark = key.mark
            action = KeyTable.step.withKey(at: kind.rawValue) { spec in
                // A null argument counts as none.
                if case .scalar(let scalar) = argument, scalar.isNull { return bareAction(spec, kind, at: key.mark) }
                return givenAction(spec, kind, argument, at: key.mark, components)
            }
        case .sequence:
            reportWrongType("a step: a word such as release, or one key such as drag: {dy: 40}", at: node)
            return nil
        }
        guard let action else { return nil }
        if case .tap(let id) = action, let footer = components[id], !footer.style.hasLabel {
            report(.tapWithoutLabel(id: id, style: footer.style.rawValue), at: keyMark)
        }
        return Step(action: action, mark: keyMark)
    }

    /// The message for a step whose first key has no value and whose argument's keys follow it
    /// at its own indentation (`- expect:` then `  header: …`, beside `expect` rather than
    /// under it); nil for any other mapping of several keys, and when a key after the first
    /// names a step too.
    private static func argumentBeside(in mapping: Document.Mapping) -> Diagnostic.Message? {
        let pairs = mapping.pairs
        guard pairs.count > 1, case .scalar(let step) = pairs.key(at: 0), KeyTable.step.position(of: step) != nil,
            case .scalar(let value) = pairs.value(at: 0), value.style == .plain, value.utf8Count == 0
        else { return nil }
        // A step among them is more likely two steps written as one item than an argument.
        let beside = (1..<pairs.count).compactMap { pairs.key(at: $0).scalar }
        guard beside.allSatisfy({ KeyTable.step.position(of: $0) == nil }) else { return nil }
        return .argumentBesideStep(step.text, keys: beside.map(\.text), count: pairs.count)
    }

    /// The step a key names, whose number is its position in ``KeyTable/step``; reports a key
    /// that names none. `written` is the step as written, for the message when it is a step's
    /// name and its argument with no `:` between them. A misspelt step with one step it probably
    /// means (`releas`) is still reported, and read as that step, its `argument` with it.
    private mutating func stepKind(
        _ key: Document.Scalar, written: @autoclosure () -> String, argument: Document.Node?
    ) -> StepKind? {
        guard let position = KeyTable.step.position(of: key), let kind = StepKind(rawValue: position) else {
            let name = key.text
            let text = written()
            if let step = Self.stepBeforeArgument(in: text) {
                report(.unknownStep(name, argumentWithoutColon: text, step: step), at: key.mark)
                return nil
            }
            let suggestions = Suggestion.closestNames(to: name, among: KeyTable.step.names)
            report(.unknownStep(name, suggestion: suggestions.first), at: key.mark)
            guard suggestions.count == 1,
                let meant = KeyTable.step.position(of: suggestions[0]).flatMap({ StepKind(rawValue: $0) })
            else { return nil }
            if let argument { standIn(argument, meant: suggestions[0], written: name, at: key.mark) }
            return meant
        }
        return kind
    }

    /// A step as written when YAML read it as a key and a value: `- drag {dy: 40}` is the key
    /// `drag {dy` and the text `40}`, put back together; otherwise the key alone.
    private static func writtenText(_ key: Document.Scalar, _ value: Document.Node) -> String {
        guard case .scalar(let text) = value, text.style == .plain, !text.isNull else { return key.text }
        return "\(key.text): \(text.text)"
    }

    /// The step whose name starts `text` and is followed by a space, `{` or `[` (`wait 0.5`,
    /// `drag {dy: 40}`): its argument written with no `:` after the name.
    private static func stepBeforeArgument(in text: String) -> String? {
        guard let end = text.firstIndex(where: { $0 == " " || $0 == "{" || $0 == "[" }), end != text.startIndex else {
            return nil
        }
        let name = String(text[..<end])
        guard let position = KeyTable.step.position(of: name),
            KeyTable.step.withKey(at: position, { !Self.takesNoArgument($0) })
        else { return nil }
        return name
    }

    /// Whether a step is only ever written bare (`appear`, `cancel`).
    private static func takesNoArgument(_ spec: KeyDescription) -> Bool {
        if case .nothing = spec.type { return true }
        return false
    }

    /// The action of a step written without an argument; reports a step that needs one.
    private mutating func bareAction(_ spec: KeyDescription, _ kind: StepKind, at mark: Mark) -> Step.Action? {
        guard spec.acceptsNothing else {
            report(.missingArgument(spec.name), at: mark)
            return nil
        }
        switch kind {
        case .appear: return .appear
        case .cancel: return .cancel
        default: return .release(velocity: nil)
        }
    }

    /// The action of a step given an argument; an argument the step does not take is reported,
    /// and the step is then read as bare.
    private mutating func givenAction(
        _ spec: KeyDescription, _ kind: StepKind, _ argument: Document.Node, at mark: Mark, _ components: ComponentIndex
    ) -> Step.Action? {
        if Self.takesNoArgument(spec) {
            report(.unexpectedArgument(spec.name), at: argument.mark)
            return bareAction(spec, kind, at: mark)
        }
        return decodeAction(spec, kind, argument, components)
    }
}

extension Diagnostic.Message {
    /// A scenario name used twice.
    static func duplicateScenario(_ name: String) -> Self {
        Self(rule: .duplicateScenario, "scenario name '\(name)' is used twice")
    }

    /// A step that is not one of SPEC.md §7.
    static func unknownStep(_ name: String, suggestion: String?) -> Self {
        Self(rule: .unknownStep, "unknown step '\(name)'", suggesting: suggestion)
    }

    /// A step's name and its argument written with no `:` between them (`wait 0.5`, `drag {dy: 40}`),
    /// which YAML reads as one text or as a key ending inside the argument.
    static func unknownStep(_ name: String, argumentWithoutColon written: String, step: String) -> Self {
        let argument = written.dropFirst(step.count).drop { $0 == " " }
        return Self(
            rule: .unknownStep,
            "unknown step '\(name)': '\(step)' needs a ':' before its argument; write '\(step): \(argument)'")
    }

    /// A step written as a mapping of zero or several keys.
    static func stepNotOneKey(count: Int) -> Self {
        Self(rule: .invalidStep, "a step is one key with its argument, but this mapping has \(count) keys")
    }

    /// A step whose argument's keys were written beside its key rather than indented under it.
    static func argumentBesideStep(_ step: String, keys: [String], count: Int) -> Self {
        let shown = keys.prefix(3).joined(separator: ", ") + (keys.count > 3 ? ", ..." : "")
        let (verb, pronoun) = keys.count == 1 ? ("is", "it") : ("are", "them")
        return Self(
            rule: .invalidStep,
            "a step is one key with its argument, but this mapping has \(count) keys: '\(step)' has no value, and "
                + "\(shown) \(verb) beside it rather than under it; indent \(pronoun) under \(step)")
    }

    /// A step that needs an argument, written bare.
    static func missingArgument(_ step: String) -> Self {
        Self(rule: .missingArgument, "step '\(step)' needs an argument")
    }

    /// A bare step given an argument.
    static func unexpectedArgument(_ step: String) -> Self {
        Self(rule: .unexpectedArgument, "step '\(step)' takes no argument")
    }

    /// `tap` on an auto footer without a state label: MJRefreshAutoStateFooter's label holds the
    /// tap gesture, so a plain footer has nothing to tap and the step does nothing.
    static func tapWithoutLabel(id: String, style: String) -> Self {
        Self(
            rule: .tapWithoutLabel,
            "'tap' does nothing on \(style) auto footer '\(id)': only the state, normal and gif styles have a label to tap")
    }
}
