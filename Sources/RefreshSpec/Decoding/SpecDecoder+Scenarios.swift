import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// `scenarios`: names unique; each scenario's steps checked against the components.
    mutating func decodeScenarios(_ node: Node, components: [ComponentSpec], defaultLocale: String) -> [Scenario] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of scenarios", at: node)
            return []
        }
        let index = ComponentIndex(components)
        var names = FirstMarks()
        var scenarios: [Scenario] = []
        for item in list.items {
            guard let fields = fields(of: item, .scenario) else { continue }
            let steps = fields["steps"].map { decodeSteps($0, index) } ?? []
            let scenarioLocale = fields["locale"].flatMap { self.locale($0) } ?? defaultLocale
            guard let nameNode = fields["name"], let name = string(nameNode) else { continue }
            if let first = names.first(name) {
                report(.duplicateScenario(name), at: nameNode.mark, notes: [Diagnostic.Note("first used here", at: first)])
                continue
            }
            names.record(name, at: nameNode.mark)
            scenarios.append(Scenario(name: name, locale: scenarioLocale, steps: steps, mark: item.mark))
        }
        return scenarios
    }

    private mutating func decodeSteps(_ node: Node, _ components: ComponentIndex) -> [Step] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of steps", at: node)
            return []
        }
        return list.items.compactMapReserving { decodeStep($0, components) }
    }

    /// A bare word or a one-key mapping, its key in the step table.
    private mutating func decodeStep(_ node: Node, _ components: ComponentIndex) -> Step? {
        guard let (key, argument) = stepParts(node) else { return nil }
        guard let position = KeyTable.step.position(of: key.text), let kind = StepKind.byPosition[position] else {
            report(.unknownStep(key.text, suggestion: Suggestion.closest(to: key.text, among: KeyTable.step.names)), at: key.mark)
            return nil
        }
        let spec = KeyTable.step.keys[position]
        let given = checkArgument(argument, of: spec, at: key.mark)
        guard given != nil || spec.acceptsNothing else { return nil }
        guard let action = decodeAction(spec, kind, given, components) else { return nil }
        if case .tap(let id) = action, let footer = components[id], !footer.style.hasLabel {
            report(.tapWithoutLabel(id: id, style: footer.style.rawValue), at: key.mark)
        }
        return Step(action: action, mark: key.mark)
    }

    /// The step's key scalar and its argument (nil for a bare word).
    private mutating func stepParts(_ node: Node) -> (key: Node.Scalar, argument: Node?)? {
        switch node {
        case .scalar(let scalar):
            return (scalar, nil)
        case .mapping(let mapping):
            guard mapping.pairs.count == 1, let pair = mapping.pairs.first else {
                report(.stepNotOneKey(count: mapping.pairs.count), at: node.mark)
                return nil
            }
            guard let key = pair.key.scalar else {
                report(.keyNotScalar(found: pair.key.found), at: pair.key.mark)
                return nil
            }
            return (key, pair.value)
        case .sequence:
            reportWrongType("a step: a word such as release, or one key such as drag: {dy: 40}", at: node)
            return nil
        }
    }

    /// The argument when there is one (a null value counts as none); reports an argument the
    /// step does not take, and a missing one it needs. Nil when there is no argument to decode.
    private mutating func checkArgument(_ argument: Node?, of spec: KeySpec, at mark: Mark) -> Node? {
        let given = argument.flatMap { $0.scalar?.isNull == true ? nil : $0 }
        if let given, case .nothing = spec.type {
            report(.unexpectedArgument(spec.name), at: given.mark)
            return nil
        }
        if given == nil, !spec.acceptsNothing { report(.missingArgument(spec.name), at: mark) }
        return given
    }
}

extension Diagnostic.Message {
    /// A scenario name used twice.
    static func duplicateScenario(_ name: String) -> Self {
        Self(rule: .duplicateScenario, "scenario name '\(name)' is used twice")
    }

    /// A step that is not one of SPEC.md §7.
    static func unknownStep(_ name: String, suggestion: String?) -> Self {
        Self(rule: .unknownStep, "unknown step '\(name)'\(didYouMean(suggestion))")
    }

    /// A step written as a mapping of zero or several keys.
    static func stepNotOneKey(count: Int) -> Self {
        Self(rule: .invalidStep, "a step is one key with its argument, but this mapping has \(count) keys")
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
