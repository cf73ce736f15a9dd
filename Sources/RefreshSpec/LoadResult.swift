import Diagnostics
import YAML

/// What loading a spec file gives: the file and its YAML document, its `strings` block as read,
/// the spec when the file has no errors, and every diagnostic (errors and warnings) sorted by
/// position.
public struct LoadResult: Sendable {
    /// The file as read.
    public let source: Source
    /// The file's YAML document, for readers of the file after the decoder (SARIF's YAML paths);
    /// nil when the YAML does not parse or holds no document.
    package let document: Document?
    /// The `strings` block as the decoder read it, for the strings commands; empty when the
    /// YAML does not parse or its document is not a mapping.
    public let strings: StringsBlock
    /// What the translation checks found, for `strings check` to report without checking again.
    package let translationFindings: TranslationFindings
    /// The spec; nil when any diagnostic is an error, so a spec here is one that runs.
    public let spec: Spec?
    /// The diagnostics, sorted by line and column (ties keep the order found).
    public let diagnostics: [Diagnostic]

    /// Sorts the diagnostics and drops the spec if any of them is an error.
    init(
        source: Source, document: Document?, strings: StringsBlock, translationFindings: TranslationFindings = .none, spec: Spec?,
        diagnostics: [Diagnostic]
    ) {
        let sorted = diagnostics.sortedByPosition
        self.source = source
        self.document = document
        self.strings = strings
        self.translationFindings = translationFindings
        self.diagnostics = sorted
        self.spec = sorted.containsError ? nil : spec
    }

    /// Whether any diagnostic is an error (then ``spec`` is nil).
    public var hasErrors: Bool {
        diagnostics.containsError
    }

    /// The result with more diagnostics, found by a check outside the decoder; the spec is
    /// dropped when one of them is an error.
    public func adding(_ more: [Diagnostic]) -> LoadResult {
        LoadResult(
            source: source, document: document, strings: strings, translationFindings: translationFindings, spec: spec,
            diagnostics: diagnostics + more)
    }

    /// The result as a run with `--strict` (when `strict` is true) sees it: every warning an
    /// error, and so no spec to run when there is any warning. It takes this result's storage
    /// rather than a copy of every field, as `validate` asks it of every file.
    public consuming func checked(strict: Bool) -> LoadResult {
        guard strict else { return self }
        return LoadResult(
            source: source, document: document, strings: strings, translationFindings: translationFindings, spec: spec,
            diagnostics: diagnostics.upgradingWarnings(strict: true))
    }
}
