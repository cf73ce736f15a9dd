import Diagnostics

/// The rules of problems found while reading, checking and writing translations.
public enum LocalizationRule: String, DiagnosticRule {
    case invalidEncoding = "invalid-encoding"
    case stringsSyntax = "strings-syntax"
    case xcstringsSyntax = "xcstrings-syntax"
    case manifestSyntax = "manifest-syntax"
    case xliffSyntax = "xliff-syntax"
    case untranslated = "untranslated"
    case notInMJRefreshBundle = "not-in-mjrefresh-bundle"
    case cannotEdit = "cannot-edit"

    /// The help text, one sentence: SARIF's `shortDescription`.
    public var summary: String {
        switch self {
        case .invalidEncoding: "A .strings file that is neither UTF-8 nor UTF-16 with a byte order mark."
        case .stringsSyntax: "A .strings file that does not parse: a missing quote, '=', ';' or comment end, or a bad escape."
        case .xcstringsSyntax: "A .xcstrings file that is not a String Catalog."
        case .xliffSyntax: "An XLIFF file that does not read as XLIFF 1.2, or a text XLIFF cannot carry."
        case .manifestSyntax: "A refreshspec-export.json that is not the manifest strings export writes."
        case .untranslated: "A text identical to the default locale's, in another language: probably not translated yet."
        case .notInMJRefreshBundle:
            "A built-in text MJRefresh.bundle lacks for that language: MJRefresh shows the key name there."
        case .cannotEdit: "An import that cannot be written into the spec in place without changing other bytes."
        }
    }

    /// Untranslated texts and texts MJRefresh lacks are warnings; files that cannot be read or
    /// written are errors.
    public var severity: Diagnostic.Severity {
        self == .untranslated || self == .notInMJRefreshBundle ? .warning : .error
    }
}
