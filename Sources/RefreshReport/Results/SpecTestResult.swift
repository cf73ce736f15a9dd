import Diagnostics
import RefreshRunner
import YAML

/// What `refreshspec test` found for one spec file: the spec's own diagnostics and, when it
/// loaded, the run of its scenarios.
public struct SpecTestResult: Sendable {
    /// The spec file's path.
    public var path: String
    /// The spec's diagnostics (errors stop it from running).
    public var diagnostics: [Diagnostic]
    /// The run, when the spec had no errors.
    public var report: SpecReport?
    /// The file's bytes, for quoting lines in messages.
    public var source: Source?
    /// The file's YAML document as the load parsed it, when it did: SARIF says where in it each
    /// problem is.
    public var document: Document?

    /// A result holding what `refreshspec test` found; `report` nil when the spec did not run.
    public init(path: String, diagnostics: [Diagnostic], report: SpecReport?, source: Source?, document: Document?) {
        self.path = path
        self.diagnostics = diagnostics
        self.report = report
        self.source = source
        self.document = document
    }

    /// Everything to report: the spec's diagnostics (warnings too), then failed expectations.
    public var problems: [Diagnostic] {
        diagnostics + (report?.failures ?? [])
    }

    /// What makes the spec fail: its errors, then its failed expectations.
    public var failures: [Diagnostic] {
        diagnostics.errors + (report?.failures ?? [])
    }

    /// Whether the spec loaded and every scenario passed.
    public var passed: Bool { failures.isEmpty }
}
