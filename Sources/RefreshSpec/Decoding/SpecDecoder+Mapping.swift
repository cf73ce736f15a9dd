import YAML

extension SpecDecoder {
    /// The pairs of a mapping with their key texts; reports a value that is not a mapping,
    /// keys that are not scalars, and repeated keys (with a note at the first), keeping the first.
    mutating func entries(of node: Node, expected: String = "a mapping") -> [Entry]? {
        guard case .mapping(let mapping) = node else {
            reportWrongType(expected, at: node)
            return nil
        }
        var entries: [Entry] = []
        entries.reserveCapacity(mapping.pairs.count)
        for pair in mapping.pairs {
            guard let key = pair.key.scalar else {
                report(.keyNotScalar(found: pair.key.found), at: pair.key.mark)
                continue
            }
            if let first = entries.first(where: { $0.name == key.text }) {
                report(.duplicateKey(key.text), at: key.mark, notes: [Diagnostic.Note("first defined here", at: first.keyMark)])
                continue
            }
            entries.append(Entry(name: key.text, keyMark: key.mark, value: pair.value))
        }
        return entries
    }

    /// A mapping's keys checked against a table: unknown keys (with a suggestion), keys not for
    /// this component type or style, and missing required keys (at the mapping) are reported.
    mutating func fields(
        of node: Node, _ table: KeyTable, context: String? = nil,
        type: ComponentSpec.ComponentType? = nil, style: ComponentSpec.Style? = nil
    ) -> Fields? {
        guard let entries = entries(of: node) else { return nil }
        return fields(entries, at: node.mark, table, context: context, type: type, style: style)
    }

    /// ``fields(of:_:context:type:style:)`` over entries already read.
    mutating func fields(
        _ entries: [Entry], at mark: Mark, _ table: KeyTable, context: String? = nil,
        type: ComponentSpec.ComponentType? = nil, style: ComponentSpec.Style? = nil
    ) -> Fields {
        var fields = Fields(table: table, mark: mark, componentType: type)
        fields.entries.reserveCapacity(entries.count)
        var suggested: Set<String> = []
        for var entry in entries {
            guard let position = table.position(of: entry.name) else {
                let candidates = table.keys.filter { $0.applies(to: type, style: style) }.map(\.name)
                let suggestion = Suggestion.closest(to: entry.name, among: candidates)
                report(.unknownKey(entry.name, in: context ?? table.name, suggestion: suggestion), at: entry.keyMark)
                if let suggestion { suggested.insert(suggestion) }
                continue
            }
            entry.position = position
            if checkApplies(table.keys[position], at: entry.keyMark, type: type, style: style) { fields.entries.append(entry) }
        }
        reportMissingKeys(of: fields, besides: suggested, context: context, style: style)
        return fields
    }

    /// Reports the required keys a mapping lacks, at the mapping, except those that a misspelt
    /// key was already said to mean.
    private mutating func reportMissingKeys(of fields: Fields, besides suggested: Set<String>, context: String?, style: ComponentSpec.Style?) {
        for (position, spec) in fields.table.keys.enumerated()
        where spec.isRequired && fields.value(at: position) == nil && !suggested.contains(spec.name) {
            guard spec.applies(to: fields.componentType, style: style) else { continue }
            report(.missingKey(spec.name, in: context ?? fields.table.name), at: fields.mark)
        }
    }

    /// Fields of an absent mapping: every key takes its default.
    func absent(_ table: KeyTable, at mark: Mark, type: ComponentSpec.ComponentType? = nil) -> Fields {
        Fields(table: table, mark: mark, componentType: type)
    }

    private mutating func checkApplies(_ spec: KeySpec, at mark: Mark, type: ComponentSpec.ComponentType?, style: ComponentSpec.Style?) -> Bool {
        if let type, let types = spec.componentTypes, !types.contains(type) {
            report(.keyNotForType(spec.name, type: type.rawValue, validFor: types.map(\.rawValue)), at: mark)
            return false
        }
        if let style, let styles = spec.styles, !styles.contains(style) {
            report(.keyNotForStyle(spec.name, style: style.rawValue, validFor: styles.map(\.rawValue)), at: mark)
            return false
        }
        return true
    }
}
