import Diagnostics
import YAML

extension SpecDecoder {
    /// A finite number within the key's range.
    mutating func number(_ node: Node, _ spec: KeySpec) -> Double? {
        let number: Double? =
            switch node.scalar?.value {
            case .int(let value): Double(value)
            case .float(let value) where value.isFinite: value
            default: nil
            }
        guard let number else {
            reportWrongType("a number", at: node)
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

    /// An integer of at least the key's minimum, or its sentinel.
    mutating func integer(_ node: Node, _ spec: KeySpec) -> Int? {
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
    mutating func bool(_ node: Node) -> Bool? {
        if case .bool(let value) = node.scalar?.value { return value }
        if let scalar = node.scalar, scalar.style == .plain, Self.yaml11Booleans.contains(scalar.text.lowercased()) {
            report(.notABoolean(scalar.text), at: node.mark)
        } else {
            reportWrongType("true or false", at: node)
        }
        return nil
    }

    /// Any non-null scalar's text.
    mutating func string(_ node: Node) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            reportWrongType("a string", at: node)
            return nil
        }
        return scalar.text
    }

    /// One of the key's words, as an enum value.
    mutating func choice<Value: RawRepresentable<String>>(_ node: Node, _ spec: KeySpec, as: Value.Type) -> Value? {
        guard let text = string(node) else { return nil }
        if let value = Value(rawValue: text) { return value }
        let allowed: [String] = if case .choice(let words) = spec.type { words } else { [] }
        let suggestion = Suggestion.closest(to: text, among: allowed)
        report(.unknownValue(text, for: spec.name, allowed: allowed, suggestion: suggestion), at: node.mark)
        return nil
    }

    /// An identifier: a letter, then letters, digits, `_` or `-`.
    mutating func identifier(_ node: Node) -> String? {
        parsed(node, { Syntax.isIdentifier($0) ? $0 : nil }, else: Diagnostic.Message.invalidIdentifier)
    }

    /// A BCP 47 shaped locale id (a malformed one with what it probably means: `zh_CN` → `zh-CN`).
    mutating func locale(_ node: Node) -> String? {
        parsed(node, { Syntax.isLocale($0) ? $0 : nil }) {
            .invalidLocale($0, suggestion: LocaleSuggestion.builtIn.suggestion(for: $0))
        }
    }

    /// An ISO-8601 time.
    mutating func timestamp(_ node: Node) -> Timestamp? {
        parsed(node, Timestamp.init(iso8601:), else: Diagnostic.Message.invalidTimestamp)
    }

    /// A time zone: UTC, an offset or an IANA name the system knows.
    mutating func timeZone(_ node: Node) -> String? {
        parsed(node, { Spec.Clock.timeZone(named: $0) == nil ? nil : $0 }, else: Diagnostic.Message.invalidTimeZone)
    }

    /// A string parsed into a value; the message for text that does not parse is reported at the node.
    private mutating func parsed<Value>(_ node: Node, _ parse: (String) -> Value?, else invalid: (String) -> Diagnostic.Message)
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

extension Node {
    /// A scalar's text, or the node's kind.
    var text: String {
        scalar?.text ?? kindDescription
    }
}
