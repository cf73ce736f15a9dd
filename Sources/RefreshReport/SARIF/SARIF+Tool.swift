import Diagnostics

extension SARIF {
    /// The tool a log names (`tool.driver`): its name, its version, and every rule a result may
    /// carry, in the order listed (a result gives its rule's position as `ruleIndex`).
    public struct Tool: Sendable {
        /// The tool's name, `refreshspec`.
        public var name: String
        /// The tool's semantic version.
        public var version: String
        /// Every rule, each id once.
        public var rules: [Diagnostic.RuleDescription]
        private let positions: [String: Int]

        /// A tool of that name and version with those rules (of an id listed twice, the first).
        public init(name: String, version: String, rules: [Diagnostic.RuleDescription]) {
            self.name = name
            self.version = version
            self.rules = rules
            positions = Dictionary(rules.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        }

        /// The position of the rule `id` in ``rules``, if listed.
        func index(of id: String) -> Int? {
            positions[id]
        }
    }
}
