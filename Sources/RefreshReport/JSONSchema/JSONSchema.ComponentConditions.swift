import RefreshCore
import RefreshSpec

extension JSONSchema {
    /// The `if`/`then` conditions of a component: keys that do not apply to its type or style are
    /// forbidden (`false`), and state-keyed mappings (`labels`, `images`) take only its type's states.
    enum ComponentConditions {
        /// One condition per type and per style that restricts anything.
        static var all: [JSON] {
            ComponentType.allCases.compactMap(condition(type:)) + ComponentStyle.allCases.compactMap(condition(style:))
        }

        private static var keys: [KeyDescription] { KeyTable.component.keys }

        private static func condition(type: ComponentType) -> JSON? {
            var restrictions = keys.filter { !$0.applies(to: type, style: nil) }.map { ($0.name, JSON.bool(false)) }
            let states = JSON.array(type.states.map { .string($0.rawValue) })
            for key in keys where key.applies(to: type, style: nil) && isStateKeyed(key) {
                restrictions.append((key.name, .object([("propertyNames", .object([("enum", states)]))])))
            }
            guard !restrictions.isEmpty else { return nil }
            return condition(
                when: .object([
                    ("properties", .object([("type", .object([("const", .string(type.rawValue))]))])),
                    ("required", .array([.string("type")])),
                ]), restrictions)
        }

        /// Forbids the keys a style does not have; the default style also applies when `style` is absent.
        private static func condition(style: ComponentStyle) -> JSON? {
            let restrictions = keys.filter { !$0.applies(to: nil, style: style) }.map { ($0.name, JSON.bool(false)) }
            guard !restrictions.isEmpty else { return nil }
            let written: JSON = .object([
                ("properties", .object([("style", .object([("const", .string(style.rawValue))]))])),
                ("required", .array([.string("style")])),
            ])
            guard case .string(style.rawValue) = KeyTable.component["style"]?.defaultValue else {
                return condition(when: written, restrictions)
            }
            let absent: JSON = .object([("not", .object([("required", .array([.string("style")]))]))])
            return condition(when: .object([("anyOf", .array([written, absent]))]), restrictions)
        }

        private static func condition(when test: JSON, _ restrictions: [(String, JSON)]) -> JSON {
            .object([("if", test), ("then", .object([("properties", .object(restrictions))]))])
        }

        /// Whether a key maps states to values (its keys are checked against the type's states).
        private static func isStateKeyed(_ key: KeyDescription) -> Bool {
            guard case .dictionary(.choice(let words), _) = key.type else { return false }
            return words == RefreshState.allCases.map(\.rawValue)
        }
    }
}
