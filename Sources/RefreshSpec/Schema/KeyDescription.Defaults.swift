import RefreshCore

extension KeyDescription {
    /// A key's default in each form a decoder reads it, worked out once with the key: an absent
    /// key takes its default in every mapping that lacks it, which is most keys of most mappings,
    /// and reading a ``DefaultValue`` there copied it and looked its per-type numbers up by hash.
    struct Defaults: Sendable {
        /// The default as a number, when it is one for every component type.
        let number: Double?
        /// The type-dependent number defaults; empty when the default does not depend on the type.
        let numbersByType: [(type: ComponentType, number: Double)]
        /// The default as an integer.
        let integer: Int?
        /// The default as a flag.
        let bool: Bool?
        /// The default as a word or text.
        let string: String?
        /// The default time of a timestamp key.
        let timestamp: Timestamp?

        /// The forms of the default `value` of a key of `type`.
        init(_ value: DefaultValue?, type: ValueType) {
            var (number, integer, bool, string): (Double?, Int?, Bool?, String?) = (nil, nil, nil, nil)
            var numbersByType: [(type: ComponentType, number: Double)] = []
            switch value {
            case .number(let value): number = value
            case .integer(let value): (number, integer) = (Double(value), value)
            case .bool(let value): bool = value
            case .string(let value): string = value
            case .numberByType(let values):
                numbersByType = ComponentType.allCases.compactMap { type in values[type].map { (type, $0) } }
            case .computed, nil: break
            }
            (self.number, self.integer, self.bool, self.string) = (number, integer, bool, string)
            self.numbersByType = numbersByType
            timestamp = if case .timestamp = type { string.flatMap(Timestamp.init(iso8601:)) } else { nil }
        }

        /// The default as a number for a component of `type` (nil: no type, so only a number
        /// that is the same for every type).
        func number(for type: ComponentType?) -> Double? {
            if numbersByType.isEmpty { return number }
            return type.flatMap { type in numbersByType.first { $0.type == type }?.number }
        }
    }
}
