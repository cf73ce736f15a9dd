extension Diagnostic {
    /// A rule as a plain value, for rule lists that span modules.
    public struct RuleDescription: Sendable, Hashable {
        /// The stable, kebab-case id (`yaml-syntax`), as SARIF lists it.
        public var id: String
        /// The help text, one sentence.
        public var summary: String
        /// How bad a problem of this kind is.
        public var severity: Severity

        /// A description with the given id, help text and default severity.
        public init(id: String, summary: String, severity: Severity) {
            self.id = id
            self.summary = summary
            self.severity = severity
        }
    }
}
