import YAML

extension SpecDecoder {
    /// A key's number, or its default when absent or invalid.
    mutating func number(_ key: String, in fields: Fields) -> Double? {
        value(key, in: fields, read: { $0.number($1, $2) }, fallback: { $0.number(for: fields.componentType) })
    }

    /// A key's integer, or its default when absent or invalid.
    mutating func integer(_ key: String, in fields: Fields) -> Int? {
        value(key, in: fields, read: { $0.integer($1, $2) }, fallback: \.integer)
    }

    /// A key's flag, or its default when absent or invalid.
    mutating func bool(_ key: String, in fields: Fields) -> Bool? {
        value(key, in: fields, read: { decoder, node, _ in decoder.bool(node) }, fallback: \.bool)
    }

    /// A key's text, or its default when absent or invalid.
    mutating func string(_ key: String, in fields: Fields) -> String? {
        value(key, in: fields, read: { decoder, node, _ in decoder.string(node) }, fallback: \.string)
    }

    /// A key's word as an enum value, or its default when absent or invalid (nil when invalid
    /// and `defaultWhenInvalid` is false: for values other checks depend on, such as the axis).
    mutating func choice<Value: RawRepresentable<String>>(
        _ key: String, in fields: Fields, as type: Value.Type, defaultWhenInvalid: Bool = true
    ) -> Value? {
        let value = value(
            key, in: fields, read: { $0.choice($1, $2, as: type) }, fallback: { $0.string.flatMap(Value.init(rawValue:)) })
        guard !defaultWhenInvalid, let written = fields[key] else { return value }
        return written.scalar.flatMap { Value(rawValue: $0.text) }
    }

    /// A key's locale id, or its default when absent or invalid.
    mutating func locale(_ key: String, in fields: Fields) -> String? {
        value(key, in: fields, read: { decoder, node, _ in decoder.locale(node) }, fallback: \.string)
    }

    /// A key's time, or its default when absent or invalid.
    mutating func timestamp(_ key: String, in fields: Fields) -> Timestamp? {
        value(
            key, in: fields, read: { decoder, node, _ in decoder.timestamp(node) },
            fallback: { $0.string.flatMap(Timestamp.init(iso8601:)) })
    }

    /// The fields of a mapping-valued key; an absent mapping's (all defaults) when the key is
    /// absent or its value is not a mapping (reported).
    mutating func nested(_ key: String, _ table: KeyTable, in fields: Fields, context: String? = nil) -> Fields {
        let absent = absent(table, at: fields.mark, type: fields.componentType)
        guard let node = fields[key] else { return absent }
        return self.fields(of: node, table, context: context, type: fields.componentType) ?? absent
    }

    mutating func value<Value>(
        _ key: String, in fields: Fields, read: (inout Self, Node, KeySpec) -> Value?, fallback: (DefaultValue) -> Value?
    ) -> Value? {
        guard let position = fields.table.position(of: key) else { return nil }
        let spec = fields.table.keys[position]
        if let node = fields.value(at: position), let value = read(&self, node, spec) { return value }
        return spec.defaultValue.flatMap(fallback)
    }
}

extension DefaultValue {
    /// The default as a number, for a component type when it depends on one.
    func number(for type: ComponentSpec.ComponentType?) -> Double? {
        switch self {
        case .number(let value): value
        case .integer(let value): Double(value)
        case .numberByType(let values): type.flatMap { values[$0] }
        default: nil
        }
    }

    /// The default as an integer.
    var integer: Int? {
        if case .integer(let value) = self { value } else { nil }
    }

    /// The default as a flag.
    var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The default as a word or text.
    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }
}
