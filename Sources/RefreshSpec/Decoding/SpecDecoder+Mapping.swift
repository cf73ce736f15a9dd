import Diagnostics
import RefreshCore
import YAML

/// One key of a mapping with its name read: the key's text and mark, and the value node.
struct KeyedNode {
    let name: String
    /// The pair's index in its mapping.
    let index: Int
    /// Where the key is written.
    let keyMark: Mark
    let value: Document.Node
}

/// One accepted key: its position in the table, where it is written, and its value.
struct Field {
    /// The key's position in the table.
    let position: Int
    /// Where the key is written.
    let keyMark: Mark
    /// The key's value.
    let value: Document.Node
}

/// The accepted keys of one mapping, read against a ``KeyTable``: known, applicable and not
/// repeated. An accepted key is kept as its position in the table, where it is written and
/// its value's node, a handle into the document that copies nothing; the entries live in the
/// decoder's ``FieldEntries``, so fields are valid while the decoder that made them is.
struct Fields {
    /// The table the keys were checked against, which also gives their defaults.
    let table: KeyTable
    /// Where the mapping starts (or its parent, for an absent mapping).
    let mark: Mark
    /// The component type the mapping belongs to, for per-type defaults.
    let componentType: ComponentType?
    /// The accepted keys, in document order.
    private(set) var entries = UnsafeBufferPointer<Field>(start: nil, count: 0)
    /// Bit `n` is set when the key at position `n` (below 64) is accepted: a decoder asks for
    /// every key of a table, most of them absent, and this says so without a search.
    private var present: UInt64 = 0

    /// Fields of a mapping, before any key is accepted.
    init(table: KeyTable, mark: Mark, componentType: ComponentType?) {
        self.table = table
        self.mark = mark
        self.componentType = componentType
    }

    /// Accepts the key of a pair at its position in the table, written after the entries
    /// accepted before it in `room` (which has a place for each of the mapping's pairs).
    mutating func accept(position: Int, keyMark: Mark, value: Document.Node, in room: UnsafeMutablePointer<Field>) {
        (room + entries.count).initialize(to: Field(position: position, keyMark: keyMark, value: value))
        entries = UnsafeBufferPointer(start: room, count: entries.count + 1)
        if position < 64 { present |= 1 << UInt64(position) }
    }

    /// The value of a key, if the mapping has it.
    subscript<Key: NumberedKey>(key: Key) -> Document.Node? {
        value(at: position(of: key))
    }

    /// What `body` makes of a key's value, if the mapping has the key.
    func read<Key: NumberedKey, Result>(_ key: Key, _ body: (Document.Node) -> Result?) -> Result? {
        guard let entry = entry(at: position(of: key)) else { return nil }
        return body(entry.value)
    }

    /// Whether the mapping has a key.
    func has<Key: NumberedKey>(_ key: Key) -> Bool {
        entry(at: position(of: key)) != nil
    }

    /// The position of a key in ``table``: its number, once the key is known to be of the table.
    func position<Key: NumberedKey>(of key: Key) -> Int {
        precondition(table.isMade(of: Key.self), "a key read from another table's fields")
        return key.rawValue
    }

    /// The value of the key at a position of the table, if the mapping has it.
    func value(at position: Int) -> Document.Node? {
        entry(at: position)?.value
    }

    /// The accepted key at a position of the table, if the mapping has it.
    @inline(__always)  // asked of every key a decoder reads, most of them absent: told with no call
    func entry(at position: Int) -> Field? {
        if position < 64, present & (1 << UInt64(position)) == 0 { return nil }
        return acceptedEntry(at: position)
    }

    private func acceptedEntry(at position: Int) -> Field? {
        entries.first { $0.position == position }
    }
}

extension SpecDecoder {
    /// Calls `body` with each pair of a mapping, in order, its key's text read (by `naming`, given
    /// the pair's index and key); reports a value that is not a mapping (then returns false), keys
    /// that are not scalars, and repeated keys (with a note at the first), passing only the
    /// first. No list of the pairs is made.
    @discardableResult
    mutating func forEachEntry(
        of node: Document.Node, expected: String = "a mapping", naming: (Int, Document.Scalar) -> String = { $1.text },
        _ body: (inout SpecDecoder, KeyedNode) -> Void
    ) -> Bool {
        guard case .mapping(let mapping) = node else {
            reportWrongType(expected, at: node)
            return false
        }
        let pairs = mapping.pairs
        var repeats = RepeatedKeys(pairCount: pairs.count)
        // Pairs are read in place, by index, the key and the value each when needed.
        for index in pairs.indices {
            guard case .scalar(let key) = pairs.key(at: index) else {
                let keyNode = pairs.key(at: index)
                report(.keyNotScalar(found: keyNode.found), at: keyNode.mark)
                continue
            }
            if let first = repeats.firstMark(of: key, at: index, position: nil, in: mapping) {
                report(.duplicateKey(key.text), at: key.mark, notes: [Diagnostic.Note("first defined here", at: first)])
                continue
            }
            body(&self, KeyedNode(name: naming(index, key), index: index, keyMark: key.mark, value: pairs.value(at: index)))
        }
        return true
    }

    /// A mapping's keys checked against a table: keys that are not scalars, repeated keys (with
    /// a note at the first, which is kept), unknown keys (with a suggestion), keys not for this
    /// component type or style, and missing required keys (at the mapping) are reported.
    mutating func fields(
        of node: Document.Node, _ table: KeyTable, context: MappingName = .table,
        type: ComponentType? = nil, style: ComponentStyle? = nil
    ) -> Fields? {
        guard case .mapping(let mapping) = node else {
            if let example = Self.mappingExample(of: node, table) {
                report(.wrongType(expected: "a mapping", found: node.found, example: example), at: node.mark)
            } else {
                reportWrongType("a mapping", at: node)
            }
            return nil
        }
        return fields(mapping, table, context: context, type: type, style: style)
    }

    /// For a text where a mapping of numbers goes (a size, point or insets), that mapping with
    /// the numbers the text holds, when it holds one for each key (`390x844` → `{width: 390,
    /// height: 844}`), else with `…` for each value; nil for any other table or node.
    private static func mappingExample(of node: Document.Node, _ table: KeyTable) -> String? {
        guard let scalar = node.scalar, !scalar.isNull,
            table.keys.allSatisfy({ if case .number = $0.type { true } else { false } })
        else { return nil }
        let text = scalar.text
        var numbers: [Substring] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0.isASCII && $0.isNumber }) {
            let signed = start > rest.startIndex && rest[rest.index(before: start)] == "-" ? rest.index(before: start) : start
            let number = rest[start...].prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            numbers.append(rest[signed..<number.endIndex])
            rest = rest[number.endIndex...]
        }
        let values = numbers.count == table.keys.count ? numbers.map(String.init) : table.keys.map { _ in "…" }
        return "{" + zip(table.keys, values).map { "\($0.name): \($1)" }.joined(separator: ", ") + "}"
    }

    /// ``fields(of:_:context:type:style:)`` of a mapping. The context names the mapping in
    /// messages; its text is only made when there is something to report. A key is looked up in
    /// the table once; a known key is told to be repeated by its position, and only an unknown
    /// one is compared with the keys before it.
    mutating func fields(
        _ mapping: Document.Mapping, _ table: KeyTable, context: MappingName = .table,
        type: ComponentType? = nil, style: ComponentStyle? = nil
    ) -> Fields {
        let pairs = mapping.pairs
        var fields = Fields(table: table, mark: mapping.mark, componentType: type)
        // Accepted keys are unique: at most one per key of the table, however long the mapping.
        let room = fieldEntries.reserve(min(pairs.count, table.keys.count))
        var repeats = RepeatedKeys(pairCount: pairs.count)
        var suggested: Set<String> = []
        // The table's keys the mapping writes (or a misspelling stands in for), found when a
        // misspelt key first asks: a stand-in takes only a key that is not written.
        var written: Set<Int>?
        for index in pairs.indices {
            guard case .scalar(let key) = pairs.key(at: index) else {
                let keyNode = pairs.key(at: index)
                report(.keyNotScalar(found: keyNode.found), at: keyNode.mark)
                continue
            }
            let position = table.position(of: key)
            if let first = repeats.firstMark(of: key, at: index, position: position, in: mapping) {
                report(.duplicateKey(key.text), at: key.mark, notes: [Diagnostic.Note("first defined here", at: first)])
                continue
            }
            guard let position else {
                let unknown = UnknownKey(key: key, index: index, table: table, context: context, type: type, style: style)
                guard let meant = reportUnknown(unknown, of: mapping, written: &written, suggested: &suggested) else { continue }
                let value = pairs.value(at: index)
                standIn(value, meant: table.keys[meant].name, written: key.text, at: key.mark)
                fields.accept(position: meant, keyMark: key.mark, value: value, in: room)
                continue
            }
            // Every key applies to a mapping of no component type or style: no key is looked at.
            if type != nil || style != nil {
                let applies = table.withKey(at: position) { checkApplies($0, at: key.mark, type: type, style: style) }
                guard applies else { continue }
            }
            fields.accept(position: position, keyMark: key.mark, value: pairs.value(at: index), in: room)
        }
        fieldEntries.commit(fields.entries.count)
        reportMissingKeys(of: fields, besides: suggested, context: context, style: style)
        return fields
    }

    /// A key of a mapping that its table does not have, and what the mapping is.
    private struct UnknownKey {
        let key: Document.Scalar
        /// The pair's index in the mapping.
        let index: Int
        let table: KeyTable
        let context: MappingName
        let type: ComponentType?
        let style: ComponentStyle?
    }

    /// Reports an unknown key: with the rest of a text a comma cut off; as a key of the one
    /// nested table that has it (`frame`, a key of `scrollView`), which the nested mapping then
    /// does not report missing, unless a key of this table holds the word (`color` in a
    /// component, which means `textColor` more likely than `indicator.color`) and the mapping
    /// does not write the nested table's key; else with the keys it probably means. The position
    /// of the one key it probably means when the mapping does not write that key (`written`, the
    /// positions written, found when first asked), whose value the key's is then read as.
    private mutating func reportUnknown(
        _ unknown: UnknownKey, of mapping: Document.Mapping, written: inout Set<Int>?, suggested: inout Set<String>
    ) -> Int? {
        let (name, table, mark) = (unknown.key.text, unknown.table, unknown.key.mark)
        if let joined = mapping.commaEndedText(at: unknown.index) {
            report(.unknownKey(name, in: unknown.context.text(for: table), commaEnded: joined), at: mark)
            return nil
        }
        let candidates = table.keys.filter { $0.applies(to: unknown.type, style: unknown.style) }.map(\.name)
        let suggestions = Suggestion.closestNames(to: name, among: candidates)
        let home = table.nestedHome(of: name)
        var taken = written ?? Self.writtenPositions(of: mapping.pairs, in: table)
        defer { written = taken }
        let lowered = name.lowercased()
        if let home,
            table.position(of: home.key).map(taken.contains) == true
                || !suggestions.contains(where: { $0.lowercased().contains(lowered) })
        {
            report(.keyOfNestedTable(name, in: unknown.context.text(for: table), home: home), at: mark)
            if !home.isList { movedLeftKeys.insert(MovedLeftKey(table: ObjectIdentifier(home.table), name: name)) }
            return nil
        }
        // A scroll view field in a component's expectation (`{header: {offsetY: -94}}`).
        if suggestions.isEmpty, case .expectation = unknown.context, let subject = KeyTable.expectation.nestedHome(of: name) {
            let value = mapping.pairs.value(at: unknown.index).scalar?.text ?? "…"
            report(.fieldOfOtherSubject(name, in: unknown.context.text(for: table), subject: subject.key, value: value), at: mark)
            return nil
        }
        report(.unknownKey(name, in: unknown.context.text(for: table), suggestions: suggestions), at: mark)
        suggested.formUnion(suggestions)
        // A key of a nested table is not taken for a misspelling of another (`frame` for `name`).
        guard home == nil, suggestions.count == 1, let meant = table.position(of: suggestions[0]),
            taken.insert(meant).inserted
        else { return nil }
        return meant
    }

    /// The positions in `table` of the keys `pairs` write.
    private static func writtenPositions(of pairs: Document.Pairs, in table: KeyTable) -> Set<Int> {
        var positions: Set<Int> = []
        for index in pairs.indices {
            if case .scalar(let key) = pairs.key(at: index), let position = table.position(of: key) { positions.insert(position) }
        }
        return positions
    }

    /// Reports the required keys a mapping lacks, at the mapping, except those that a misspelt
    /// key was already said to mean and those written one level too far left.
    private mutating func reportMissingKeys(
        of fields: Fields, besides suggested: Set<String>, context: MappingName, style: ComponentStyle?
    ) {
        for position in fields.table.requiredPositions where fields.entry(at: position) == nil {
            let spec = fields.table.keys[position]
            guard suggested.isEmpty || !suggested.contains(spec.name) else { continue }
            guard !movedLeftKeys.contains(MovedLeftKey(table: ObjectIdentifier(fields.table), name: spec.name)) else { continue }
            guard spec.applies(to: fields.componentType, style: style) else { continue }
            if let alternative = spec.requiredUnless, let other = fields.table.position(of: alternative),
                fields.entry(at: other) != nil
            {
                continue
            }
            report(.missingKey(spec.name, in: context.text(for: fields.table)), at: fields.mark)
        }
    }

    /// Fields of an absent mapping: every key takes its default.
    func absent(_ table: KeyTable, at mark: Mark, type: ComponentType? = nil) -> Fields {
        Fields(table: table, mark: mark, componentType: type)
    }

    private mutating func checkApplies(
        _ spec: KeyDescription, at mark: Mark, type: ComponentType?, style: ComponentStyle?
    ) -> Bool {
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

extension Diagnostic.Message {
    /// A key that no mapping of this kind has.
    static func unknownKey(_ key: String, in context: String, suggestion: String?) -> Self {
        unknownKey(key, in: context, suggestions: suggestion.map { [$0] } ?? [])
    }

    /// A key that no mapping of this kind has, with the one or two keys it may have meant.
    static func unknownKey(_ key: String, in context: String, suggestions: [String]) -> Self {
        guard key != "<<" else {
            return Self(
                rule: .unknownKey,
                "unknown key '<<' in \(context): YAML 1.1 merge keys are not part of YAML 1.2; write the keys out")
        }
        return Self(rule: .unknownKey, "unknown key '\(key)' in \(context)", suggesting: suggestions)
    }

    /// A key unknown here that is the rest of the text before it, cut off by a `,` in a flow
    /// mapping (`{text: Pull down, to refresh}`).
    static func unknownKey(_ key: String, in context: String, commaEnded joined: String) -> Self {
        Self(rule: .unknownKey, "unknown key '\(key)' in \(context); \(commaEndsText(joined))")
    }

    /// A key unknown here that is a key of the one mapping or list nested under this one (`kind`
    /// at the top level, a key of `scrollView`): it was written one level too far left.
    static func keyOfNestedTable(_ key: String, in context: String, home: KeyTable.NestedHome) -> Self {
        let place = home.isList ? "each item of \(home.key)" : home.key
        return Self(
            rule: .unknownKey, "unknown key '\(key)' in \(context); it is a key of \(place): indent it under \(home.key)")
    }

    /// A field of another subject of `expect` written under a component (`offsetY`, a field of
    /// the scroll view): where it goes, with its value.
    static func fieldOfOtherSubject(_ key: String, in context: String, subject: String, value: String) -> Self {
        Self(
            rule: .unknownKey,
            "unknown key '\(key)' in \(context); it is a field of \(subject), not of a component: "
                + "write it under \(subject) in the expect, {\(subject): {\(key): \(value)}}")
    }

    /// A key that exists, but not for this component type.
    static func keyNotForType(_ key: String, type: String, validFor: [String]) -> Self {
        Self(rule: .notApplicable, "'\(key)' does not apply to \(type) (only to \(validFor.joined(separator: ", ")))")
    }

    /// A key that exists, but not for this component style.
    static func keyNotForStyle(_ key: String, style: String, validFor: [String]) -> Self {
        Self(rule: .notApplicable, "'\(key)' does not apply to style \(style) (only to \(validFor.joined(separator: ", ")))")
    }

    /// A required key is absent.
    static func missingKey(_ key: String, in context: String) -> Self {
        Self(rule: .missingKey, "missing required key '\(key)' in \(context)")
    }

    /// A key appears twice in one mapping.
    static func duplicateKey(_ key: String) -> Self {
        Self(rule: .duplicateKey, "duplicate key '\(key)'")
    }

    /// A mapping key that is not a plain scalar.
    static func keyNotScalar(found: String) -> Self {
        Self(rule: .wrongType, "expected a key, found \(found)")
    }
}
