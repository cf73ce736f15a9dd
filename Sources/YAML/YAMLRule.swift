import Diagnostics

/// The rules of problems found while reading YAML, before any spec key is looked at.
public enum YAMLRule: String, DiagnosticRule {
    case yamlSyntax = "yaml-syntax"
    case yamlEncoding = "yaml-encoding"
    case yamlLimit = "yaml-limit"
    case yamlAlias = "yaml-alias"
    case multipleDocuments = "multiple-documents"

    /// The help text, one sentence: SARIF's `shortDescription`.
    public var summary: String {
        switch self {
        case .yamlSyntax: "The file is not valid YAML."
        case .yamlEncoding: "The file is not valid UTF-8 or holds a control character YAML does not allow."
        case .yamlLimit: "The file crosses a loader limit: size, nesting depth or alias expansion."
        case .yamlAlias: "An alias names an anchor that is not defined before it."
        case .multipleDocuments: "A spec file holds one YAML document, but a second one starts."
        }
    }

    /// Every YAML problem is an error.
    public var severity: Diagnostic.Severity { .error }
}

extension Diagnostic.Message {
    /// A message of a YAML rule, with the rule's severity.
    init(rule: YAMLRule, _ text: String) {
        self.init(rule, text)
    }
}
