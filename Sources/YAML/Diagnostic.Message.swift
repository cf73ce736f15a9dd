extension Diagnostic {
    /// The text of a diagnostic together with its rule and default severity.
    ///
    /// Each check declares its messages next to itself as static factories, e.g.
    /// `.unknownKey("triggerPrecent", in: "autoFooter", suggestion: "triggerPercent")`, so no
    /// message text is assembled at call sites.
    public struct Message: Sendable, Hashable {
        /// A stable, kebab-case identifier of the kind of problem (`yaml-syntax`, `unknown-key`).
        public var rule: String
        /// The message text.
        public var text: String
        /// Error unless the check says otherwise.
        public var severity: Severity

        /// Creates a message.
        public init(rule: String, _ text: String, severity: Severity = .error) {
            self.rule = rule
            self.text = text
            self.severity = severity
        }
    }
}
