/// A kind of problem with a stable id: what `--format sarif` lists as a rule and
/// `--format github` shows as an annotation's title.
///
/// Each module declares its rules as one `CaseIterable` enum, and its `Diagnostic.Message`
/// factories can only name a case of it, so a list of every rule is the union of those enums'
/// cases and cannot miss one a message uses.
public protocol DiagnosticRule: CaseIterable, Sendable {
    /// The stable, kebab-case id (`yaml-syntax`, `unknown-key`).
    var id: String { get }
    /// What the rule finds, in one sentence: the rule's help text.
    var summary: String { get }
    /// How bad a problem of this kind is.
    var severity: Diagnostic.Severity { get }
}

extension DiagnosticRule {
    /// Every rule of this kind as plain values, in declaration order.
    public static var descriptions: [Diagnostic.RuleDescription] {
        allCases.map { Diagnostic.RuleDescription(id: $0.id, summary: $0.summary, severity: $0.severity) }
    }
}

extension DiagnosticRule where Self: RawRepresentable<String> {
    /// The raw value is the id.
    public var id: String { rawValue }
}
