import Diagnostics

/// What the loader's translation checks found in a spec, kept beside its diagnostics
/// (``LoadResult/translationFindings``) so that `strings check` reports them with its own
/// findings instead of checking the spec again.
package struct TranslationFindings: Sendable {
    /// ``LocaleCoverage``'s findings (`unread-locale`, `unknown-locale`, `missing-translation`),
    /// in the order found: every one that can be among the file's first
    /// ``FoundDiagnostics/limit`` by position.
    package var coverage: [Diagnostic] = []
    /// The rest of ``coverage``'s findings, counted locale by locale but not made.
    package var notMade: [FoundDiagnostics.NotMade] = []
    /// The keys of `strings` that no label uses (`unused-string`), each reported once, where it
    /// is first written.
    package var unusedKeys: Set<String> = []
    /// ``TextRoomCheck``'s findings (`text-too-wide`), each at the text.
    package var tooWide: [Diagnostic] = []

    /// Nothing found: the spec did not get as far as its translation checks.
    static let none = TranslationFindings()
}
