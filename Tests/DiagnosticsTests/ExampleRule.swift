import Diagnostics

/// A rule enum of the tests' own, as each module declares one.
enum ExampleRule: String, DiagnosticRule {
    case mistake = "example-mistake"
    case slip = "example-slip"

    var summary: String { "An example \(rawValue)." }
    var severity: Diagnostic.Severity { self == .mistake ? .error : .warning }
}
