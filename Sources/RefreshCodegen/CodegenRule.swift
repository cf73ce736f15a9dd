import Diagnostics

/// The rules of what `refreshspec generate swift` reports: settings of a spec that MJRefresh
/// cannot express, so the generated code leaves them out or uses the nearest MJRefresh class,
/// and names the generated code had to change.
public enum CodegenRule: String, DiagnosticRule {
    case notInMJRefresh = "codegen-not-in-mjrefresh"
    case substitutedClass = "codegen-substituted-class"
    case renamed = "codegen-renamed"
    case fileNameTooLong = "codegen-file-name-too-long"

    /// The help text, one sentence: SARIF's `shortDescription`.
    public var summary: String {
        switch self {
        case .notInMJRefresh:
            "A spec setting MJRefresh has no property for (triggerRate other than 1, hideWhenNoData, lastUpdated.format or calendarDay, a hidden observer); the generated code leaves it out and says so in a comment."
        case .substitutedClass:
            "A component MJRefresh has no class for (the righter variant, a gif trailer); the generated code uses the nearest MJRefresh class and says so in a comment."
        case .renamed:
            "A scroll observer whose id gives the same Swift name as an earlier one's (a-b, aB); its factory gets a number, and the code says so in a comment."
        case .fileNameTooLong:
            "A spec name that makes a generated file's name longer than a file system allows (255 bytes); nothing of the spec is written."
        }
    }

    /// A name too long to write is an error; the others are warnings: the generated code
    /// compiles and runs, it just does less than the spec or names a factory otherwise than the
    /// spec's id suggests.
    public var severity: Diagnostic.Severity {
        self == .fileNameTooLong ? .error : .warning
    }
}

extension Diagnostic.Message {
    /// The comment the generated code carries for a warning raised at `mark`:
    /// `refreshspec: <message> (spec 12:5, codegen-not-in-mjrefresh).`
    func codeComment(at mark: Mark) -> String {
        "refreshspec: \(text) (spec \(mark.line):\(mark.column), \(rule))."
    }
}
