import Diagnostics
import YAML

extension SpecDecoder {
    /// A key's number, or its default when absent or invalid.
    mutating func number<Key: NumberedKey>(_ key: Key, in fields: Fields) -> Double? {
        value(key, in: fields, read: { $0.number($1, $2) }, fallback: { $0.number(for: fields.componentType) })
    }

    /// A key's integer, or its default when absent or invalid.
    mutating func integer<Key: NumberedKey>(_ key: Key, in fields: Fields) -> Int? {
        value(key, in: fields, read: { $0.integer($1, $2) }, fallback: \.integer)
    }

    /// A key's flag, or its default when absent or invalid.
    mutating func bool<Key: NumberedKey>(_ key: Key, in fields: Fields) -> Bool? {
        value(key, in: fields, read: { decoder, node, _ in decoder.bool(node) }, fallback: \.bool)
    }

    /// A key's text, or its default when absent or invalid.
    mutating func string<Key: NumberedKey>(_ key: Key, in fields: Fields) -> String? {
        value(key, in: fields, read: { decoder, node, _ in decoder.string(node) }, fallback: \.string)
    }

    /// A key's word as an enum value, or its default when absent or invalid (nil when invalid
    /// and `defaultWhenInvalid` is false: for values other checks depend on, such as the axis).
    mutating func choice<Key: NumberedKey, Value: RawRepresentable<String> & CaseIterable>(
        _ key: Key, in fields: Fields, as type: Value.Type, defaultWhenInvalid: Bool = true
    ) -> Value? {
        let value = value(
            key, in: fields, read: { $0.choice($1, $2, as: type) }, fallback: { $0.string.flatMap(Value.init(rawValue:)) })
        guard !defaultWhenInvalid, let written = fields[key] else { return value }
        return written.scalar.flatMap { Self.word($0, as: Value.self) }
    }

    /// A key's locale id, or its default when absent or invalid.
    mutating func locale<Key: NumberedKey>(_ key: Key, in fields: Fields) -> String? {
        value(key, in: fields, read: { decoder, node, _ in decoder.locale(node) }, fallback: \.string)
    }

    /// A key's time, or its default when absent or invalid.
    mutating func timestamp<Key: NumberedKey>(_ key: Key, in fields: Fields) -> Timestamp? {
        value(
            key, in: fields, read: { decoder, node, _ in decoder.timestamp(node) },
            fallback: \.timestamp)
    }

    /// The fields of a mapping-valued key; an absent mapping's (all defaults) when the key is
    /// absent or its value is not a mapping (reported).
    mutating func nested<Key: NumberedKey>(_ key: Key, _ table: KeyTable, in fields: Fields) -> Fields {
        let absent = absent(table, at: fields.mark, type: fields.componentType)
        return fields.read(key) { self.fields(of: $0, table, type: fields.componentType) } ?? absent
    }

    /// What `read` makes of a key's value, or what `fallback` takes of its default when the key
    /// is absent or its value is invalid.
    mutating func value<Key: NumberedKey, Value>(
        _ key: Key, in fields: Fields, read: (inout Self, Document.Node, KeyDescription) -> Value?,
        fallback: (KeyDescription.Defaults) -> Value?
    ) -> Value? {
        let position = fields.position(of: key)
        return fields.table.withKey(at: position) { spec in
            if let entry = fields.entry(at: position), let value = read(&self, entry.value, spec) { return value }
            return fallback(spec.defaults)
        }
    }
}

extension SpecDecoder {
    /// A finite number within the key's range.
    mutating func number(_ node: Document.Node, _ spec: KeyDescription) -> Double? {
        let number: Double? =
            switch node.scalar?.value {
            case .int(let value): Double(value)
            case .float(let value) where value.isFinite: value
            default: nil
            }
        guard let number else {
            if spec.isFraction, let scalar = node.scalar, scalar.style == .plain,
                let fraction = Self.fraction(ofPercent: scalar.text)
            {
                report(.percentForFraction(scalar.text, key: spec.name, fraction: fraction), at: node.mark)
            } else {
                reportWrongType("a number", at: node)
            }
            return nil
        }
        guard case .number(let range) = spec.type else { return number }
        let largest = min(spec.maximum ?? ValueType.largestMagnitude, ValueType.largestMagnitude)
        let bound: String? =
            switch range {
            case .positive where number <= 0: "greater than 0"
            case .nonNegative where number < 0: "at least 0"
            case _ where number > largest: "at most \(Int(largest))"
            case _ where number < -ValueType.largestMagnitude: "at least -\(Int(ValueType.largestMagnitude))"
            default: nil
            }
        guard let bound else { return number }
        report(.outOfRange(spec.name, bound: bound, found: node.text), at: node.mark)
        return nil
    }

    /// The fraction a percentage written for a number means (`120%` → `1.2`); nil for any other
    /// text. Divided, not multiplied by 0.01: the quotient is the decimal written, correctly rounded.
    private static func fraction(ofPercent text: String) -> String? {
        guard text.hasSuffix("%") else { return nil }
        var digits = text.dropLast()
        while digits.last == " " { digits = digits.dropLast() }
        guard let percent = Double(digits), percent.isFinite else { return nil }
        return (percent / 100).text()
    }

    /// An integer of at least the key's minimum, or its sentinel.
    mutating func integer(_ node: Document.Node, _ spec: KeyDescription) -> Int? {
        guard case .int(let value) = node.scalar?.value else {
            reportWrongType("an integer", at: node)
            return nil
        }
        if let maximum = spec.maximum, Double(value) > maximum {
            report(.outOfRange(spec.name, bound: "at most \(Int(maximum))", found: node.text), at: node.mark)
            return nil
        }
        guard case .integer(let minimum, let sentinel) = spec.type, value < minimum, value != sentinel else { return value }
        let bound = "at least \(minimum)" + (sentinel.map { " or \($0)" } ?? "")
        report(.outOfRange(spec.name, bound: bound, found: node.text), at: node.mark)
        return nil
    }

    /// `true` or `false`; YAML 1.1 words such as `yes` get a message of their own.
    mutating func bool(_ node: Document.Node) -> Bool? {
        if case .bool(let value) = node.scalar?.value { return value }
        if let scalar = node.scalar, scalar.style == .plain, Self.yaml11Booleans.contains(scalar.text.lowercased()) {
            report(.notABoolean(scalar.text), at: node.mark)
        } else {
            reportWrongType("true or false", at: node)
        }
        return nil
    }

    /// Any non-null scalar's text.
    mutating func string(_ node: Document.Node) -> String? {
        stringScalar(node)?.text
    }

    /// The scalar of a node that is a string (any non-null scalar), its text not made yet.
    mutating func stringScalar(_ node: Document.Node) -> Document.Scalar? {
        guard let scalar = node.scalar, !scalar.isNull else {
            reportWrongType("a string", at: node)
            return nil
        }
        return scalar
    }

    /// One of the key's words, as an enum value.
    mutating func choice<Value: RawRepresentable<String> & CaseIterable>(
        _ node: Document.Node, _ spec: KeyDescription, as: Value.Type
    ) -> Value? {
        // Most values are one of the words: found from the bytes, without making a string. (No
        // word is a null word such as `null` or `~`, which `string(_:)` would refuse.)
        if let scalar = node.scalar, let value = Self.word(scalar, as: Value.self) { return value }
        // Any other text is no word (see `word(_:as:)`): it is reported.
        guard let text = string(node) else { return nil }
        let allowed: [String] = if case .choice(let words) = spec.type { words } else { [] }
        let suggestion = Suggestion.closest(to: text, among: allowed)
        report(.unknownValue(text, for: spec.name, allowed: allowed, suggestion: suggestion), at: node.mark)
        return nil
    }

    /// The case whose raw value a scalar's bytes are, if any: raw values are ASCII, and no other
    /// text is canonically equal to an ASCII one, so this is `Value(rawValue: scalar.text)`.
    static func word<Value: RawRepresentable<String> & CaseIterable>(_ scalar: Document.Scalar, as: Value.Type) -> Value? {
        scalar.withUTF8 { bytes in
            Value.allCases.first { value in
                var word = value.rawValue
                return word.withUTF8 { bytes.hasSameBytes(as: $0) }
            }
        }
    }

    /// An identifier: a letter, then letters, digits, `_` or `-`.
    mutating func identifier(_ node: Document.Node) -> String? {
        parsed(node, { TextShape.isIdentifier($0) ? $0 : nil }, else: Diagnostic.Message.invalidIdentifier)
    }

    /// A BCP 47 shaped locale id (a malformed one with what it probably means, by the lookup
    /// of SPEC.md §5 among the locales of ``strings`` and the catalog: `zh_CN` → `zh-CN`).
    mutating func locale(_ node: Document.Node) -> String? {
        parsed(node, { LocaleID.isWellFormed($0) ? $0 : nil }) { [strings] in
            let suggestions = LocaleSuggestion(specLocales: Set(strings.locales.map(\.id)), catalog: .builtIn)
            return .invalidLocale($0, suggestion: suggestions.suggestion(for: $0))
        }
    }

    /// An ISO-8601 time such as `2026-01-01T12:00:00Z`.
    mutating func timestamp(_ node: Document.Node) -> Timestamp? {
        parsed(node, Timestamp.init(iso8601:), else: Diagnostic.Message.invalidTimestamp)
    }

    /// A time zone: UTC, an offset or an IANA name the system knows.
    mutating func timeZone(_ node: Document.Node) -> String? {
        parsed(node, { Spec.Clock.timeZone(named: $0) == nil ? nil : $0 }, else: Diagnostic.Message.invalidTimeZone)
    }

    /// A string parsed into a value; the message for text that does not parse is reported at the node.
    private mutating func parsed<Value>(
        _ node: Document.Node, _ parse: (String) -> Value?, else invalid: (String) -> Diagnostic.Message
    )
        -> Value?
    {
        guard let text = string(node) else { return nil }
        guard let value = parse(text) else {
            report(invalid(text), at: node.mark)
            return nil
        }
        return value
    }

    private static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}

extension Document.Node {
    /// A scalar's text, or the node's kind.
    var text: String {
        scalar?.text ?? kindDescription
    }
}

extension Diagnostic.Message {
    /// A value of the wrong type.
    static func wrongType(expected: String, found: String) -> Self {
        Self(rule: .wrongType, "expected \(expected), found \(found)")
    }

    /// A value of the wrong type, and what to write instead (`frame: 390x844`).
    static func wrongType(expected: String, found: String, example: String) -> Self {
        Self(rule: .wrongType, "expected \(expected), found \(found): write \(example)")
    }

    /// A percentage written for a key that is a fraction (`triggerRate: 120%`).
    static func percentForFraction(_ written: String, key: String, fraction: String) -> Self {
        Self(rule: .wrongType, "expected a number, found '\(written)': \(key) is a fraction, 1 for 100%; write \(fraction)")
    }

    /// `yes`, `no`, `on`, `off` where a boolean is expected.
    static func notABoolean(_ word: String) -> Self {
        Self(rule: .invalidBool, "'\(word)' is not a boolean in YAML 1.2; write true or false")
    }

    /// A word outside a fixed set.
    static func unknownValue(_ value: String, for key: String, allowed: [String], suggestion: String?) -> Self {
        let list = allowed.joined(separator: ", ")
        return Self(
            rule: .unknownValue, "unknown \(key) '\(value)'; expected one of \(list)", suggesting: suggestion)
    }

    /// A number outside its range.
    static func outOfRange(_ key: String, bound: String, found: String) -> Self {
        Self(rule: .outOfRange, "\(key) must be \(bound), found \(found)")
    }

    /// An id that is not an identifier.
    static func invalidIdentifier(_ text: String) -> Self {
        Self(rule: .invalidIdentifier, "'\(text)' is not an identifier: a letter, then letters, digits, '_' or '-'")
    }

    /// A locale id that is not BCP 47 shaped.
    static func invalidLocale(_ text: String, suggestion: String?) -> Self {
        Self(
            rule: .invalidLocale, "'\(text)' is not a BCP 47 locale id such as en, zh-Hans or pt-BR",
            suggesting: suggestion)
    }

    /// A time that is not ISO 8601.
    static func invalidTimestamp(_ text: String) -> Self {
        Self(rule: .invalidTime, "'\(text)' is not an ISO-8601 time such as 2026-01-01T12:00:00Z")
    }

    /// A time zone that is neither UTC, an offset nor an IANA name.
    static func invalidTimeZone(_ text: String) -> Self {
        Self(rule: .invalidTime, "'\(text)' is not a time zone: UTC, an offset such as +08:00, or a name such as Asia/Shanghai")
    }
}
