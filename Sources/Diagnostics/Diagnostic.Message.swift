extension Diagnostic {
    /// The text of a diagnostic together with its rule and default severity.
    ///
    /// Each check declares its messages next to itself as static factories, e.g.
    /// `.unknownKey("triggerPrecent", in: "autoFooter", suggestion: "triggerPercent")`, so no
    /// message text is assembled at call sites.
    public struct Message: Sendable, Hashable {
        /// A stable, kebab-case identifier of the kind of problem (`yaml-syntax`, `unknown-key`).
        public var rule: String
        /// What is wrong, in one sentence without a trailing period.
        public var text: String
        /// The rule's severity, which `--strict` may later raise to an error.
        public var severity: Severity
        /// What the writer probably meant, the words the text's "did you mean" names, in its
        /// order: an editor offers each as a replacement of the word at the diagnostic's mark.
        public var suggestions: [String] = []

        /// Creates a message of a rule, with the rule's severity.
        public init(_ rule: some DiagnosticRule, _ text: String) {
            self.rule = rule.id
            self.text = text
            self.severity = rule.severity
        }
    }
}
