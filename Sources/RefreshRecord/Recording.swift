import Diagnostics
import RefreshSpec
import YAML
import YAMLEditing

/// What `test --update` or `record` did to one spec file: its new bytes (the same when nothing
/// changed), how many expectations changed, and the values it could not write.
public struct Recording: Sendable {
    /// The file as read; the problems' marks are in it.
    public let original: Source
    /// The file with the expectations written; equal to ``original`` when nothing changed.
    public let bytes: [UInt8]
    /// Fields given the value the run gives.
    public let updated: Int
    /// Subjects written with no fields that got their fields.
    public let filled: Int
    /// `expect` steps added after steps.
    public let recorded: Int
    /// Values that could not be written, each located (a value an alias shares, a field the
    /// component lacks); the file still fails there.
    public let problems: [Diagnostic]
    /// The edited file as loaded back to verify the edit.
    public let reloaded: LoadResult
    private let edits: [Edit]

    init(
        original: Source, edits: [Edit], counts: (updated: Int, filled: Int, recorded: Int), problems: [Diagnostic],
        reloaded: LoadResult
    ) {
        self.original = original
        self.edits = edits
        bytes = edits.isEmpty ? original.bytes : Edit.apply(edits, to: original.bytes)
        updated = counts.updated
        filled = counts.filled
        recorded = counts.recorded
        self.problems = problems
        self.reloaded = reloaded
    }

    /// Whether any byte changed.
    public var changed: Bool { !edits.isEmpty }

    /// What changed, for a line after the file's path: `3 expectations updated, 2 filled`,
    /// `4 expectations recorded`, or `up to date`.
    public var summary: String {
        let parts = [(updated, "updated"), (filled, "filled"), (recorded, "recorded")].filter { $0.0 > 0 }
        guard let first = parts.first else { return "up to date" }
        let noun = first.0 == 1 ? "expectation" : "expectations"
        return (["\(first.0) \(noun) \(first.1)"] + parts.dropFirst().map { "\($0.0) \($0.1)" }).joined(separator: ", ")
    }

    /// The change as a unified diff naming `path` (empty when nothing changed).
    public func unifiedDiff(path: String) -> String {
        UnifiedDiff(old: original.bytes).render(edits, path: path)
    }
}
