import Diagnostics
import YAML

/// What validating one file found, with the source kept so diagnostics can quote their line
/// and the YAML document so that SARIF can say where in it each one is.
public struct ValidationResult: Sendable {
    /// The path as the user named it.
    public var path: String
    /// Every diagnostic of the file, in source order.
    public var diagnostics: [Diagnostic]
    /// The file's bytes, when it could be read.
    public var source: Source?
    /// The file's YAML document as the load parsed it, when it did.
    public var document: Document?

    /// A result of validating `path`; `source` nil when the file could not be read, `document`
    /// nil when it is not YAML or holds no document.
    public init(path: String, diagnostics: [Diagnostic], source: Source?, document: Document?) {
        self.path = path
        self.diagnostics = diagnostics
        self.source = source
        self.document = document
    }

    /// The number of diagnostics of a severity.
    public func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.lazy.filter { $0.severity == severity }.count
    }
}
