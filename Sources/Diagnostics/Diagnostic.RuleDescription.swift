extension Diagnostic {
    /// A rule as a plain value, for rule lists that span modules.
    public struct RuleDescription: Sendable, Hashable {
        /// The stable id.
        public var id: String
        /// The help text, one sentence.
        public var summary: String
        /// How bad a problem of this kind is.
        public var severity: Severity

        /// Creates a description.
        public init(id: String, summary: String, severity: Severity) {
            self.id = id
            self.summary = summary
            self.severity = severity
        }
    }
}
