import YAML

extension SpecDecoder {
    /// An `expect` mapping: `scrollView` and component ids, each with the fields its kind has.
    mutating func decodeExpectation(_ node: Node, _ components: [String: ComponentReference]) -> Step.Expectation? {
        guard let entries = entries(of: node) else { return nil }
        var checks: [Step.Expectation.Check] = []
        for entry in entries {
            if entry.name == "scrollView" {
                checks += scrollViewChecks(entry.value)
            } else if let component = components[entry.name] {
                checks += componentChecks(entry.value, component)
            } else if !unusableComponentIDs.contains(entry.name) {
                let ids = components.keys.sorted()
                let suggestion = Suggestion.closest(to: entry.name, among: ["scrollView"] + ids)
                report(.unknownComponent(entry.name, existing: ids, suggestion: suggestion), at: entry.keyMark)
            }
        }
        return Step.Expectation(checks: checks)
    }

    private mutating func scrollViewChecks(_ node: Node) -> [Step.Expectation.Check] {
        guard let fields = fields(of: node, .expectScrollView, context: "expect scrollView") else { return [] }
        return fields.entries.compactMapReserving { entry in
            guard let field = Self.scrollViewFields[entry.position], let value = expectedValue(entry, in: fields) else {
                return nil
            }
            return Step.Expectation.Check(subject: .scrollView(field), expected: value, mark: entry.keyMark)
        }
    }

    private mutating func componentChecks(_ node: Node, _ component: ComponentReference) -> [Step.Expectation.Check] {
        guard
            let fields = fields(
                of: node, .expectComponent, context: "expect of \(component.type.rawValue) '\(component.id)'",
                type: component.type, style: component.style)
        else { return [] }
        return fields.entries.compactMapReserving { entry in
            guard let field = Self.componentFields[entry.position], let value = expectedValue(entry, in: fields) else {
                return nil
            }
            return Step.Expectation.Check(
                subject: .component(id: component.id, field: field), expected: value, mark: entry.keyMark)
        }
    }

    /// The field each key of the expect tables names, by the key's position in its table, so
    /// that an accepted entry's field is found without matching its name again.
    private static let scrollViewFields = KeyTable.expectScrollView.keys.map {
        Step.Expectation.ScrollViewField(rawValue: $0.name)
    }
    private static let componentFields = KeyTable.expectComponent.keys.map {
        Step.Expectation.ComponentField(rawValue: $0.name)
    }

    /// The expected value of a field, of the type its table gives.
    private mutating func expectedValue(_ entry: Entry, in fields: Fields) -> Step.Expectation.Value? {
        guard fields.table.keys.indices.contains(entry.position) else { return nil }
        let spec = fields.table.keys[entry.position]
        let node = entry.value
        switch spec.type {
        case .number: return number(node, spec).map { .number($0) }
        case .integer: return integer(node, spec).map { .number(Double($0)) }
        case .bool: return bool(node).map { .bool($0) }
        case .string: return string(node).map { .text($0) }
        case .choice: return choice(node, spec, as: ComponentSpec.State.self).map { .state($0) }
        case .mapping(let table): return self.fields(of: node, table).map { .event(lastEvent($0)) }
        default: return nil
        }
    }

    private mutating func lastEvent(_ fields: Fields) -> Step.Expectation.LastEvent {
        Step.Expectation.LastEvent(
            direction: choice("direction", in: fields, as: Step.Expectation.LastEvent.Direction.self),
            offset: number("offset", in: fields), inOneScreen: bool("inOneScreen", in: fields)
        )
    }
}
