import RefreshCore
import RefreshSpec

/// A key's documentation as completion and hover show it, from its key table: what it is,
/// its type, its default and the components it applies to (the JSON Schema's description says
/// the same).
enum KeyDocumentation {
    /// `**triggerPercent** — number, default …` and the key's summary, in Markdown.
    static func markdown(_ key: KeyDescription) -> String {
        var heading = "**\(key.name)** — \(words(key.type))"
        if let defaultText = defaultText(key.defaultValue) { heading += ", default \(defaultText)" }
        if key.isRequired { heading += ", required" + (key.requiredUnless.map { " unless `\($0)` is given" } ?? "") }
        var lines = [heading, "", key.summary]
        if let types = key.componentTypes { lines.append("\nFor: " + types.map(\.rawValue).joined(separator: ", ")) }
        if let styles = key.styles { lines.append("Styles: " + styles.map(\.rawValue).joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// The type in a few words: `number ≥ 0`, `one of idle, pulling`, `component id`.
    static func words(_ type: ValueType) -> String {
        switch type {
        case .number(.any): "number"
        case .number(.positive): "number > 0"
        case .number(.nonNegative): "number ≥ 0"
        case .integer(let minimum, let sentinel): "integer ≥ \(minimum)" + (sentinel.map { " or \($0)" } ?? "")
        case .exactly(let value): "\(value)"
        case .bool: "true or false"
        case .string: "text"
        case .identifier: "identifier"
        case .locale: "locale id"
        case .color: "color (#RRGGBB or a colors name)"
        case .timestamp: "ISO-8601 time"
        case .timeZone: "time zone"
        case .choice(let words): "one of " + words.joined(separator: ", ")
        case .componentID: "component id"
        case .mapping: "mapping"
        case .list: "list of mappings"
        case .steps: "list of steps"
        case .dictionary: "mapping"
        case .oneOf(let types): types.map(words).joined(separator: " or ")
        case .nothing: "no value"
        }
    }

    private static func defaultText(_ value: DefaultValue?) -> String? {
        switch value {
        case .number(let number): number.shortText
        case .integer(let integer): "\(integer)"
        case .bool(let flag): "\(flag)"
        case .string(let text): text
        case .numberByType(let values):
            ComponentType.allCases.compactMap { type in values[type].map { "\(type.rawValue) \($0.shortText)" } }
                .joined(separator: ", ")
        case .computed(let words): words
        case nil: nil
        }
    }
}
