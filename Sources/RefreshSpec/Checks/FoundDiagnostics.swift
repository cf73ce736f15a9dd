import Diagnostics

/// The diagnostics the decoder finds in one file, at most ``limit`` of them: the first by
/// position (ties in the order found), then one located note saying how many more there were
/// (`1699000 more diagnostics not shown`), an error when any of those was one. A hostile file
/// of a million bad keys so keeps a thousand diagnostics, not a million, and still fails.
package struct FoundDiagnostics {
    /// The most diagnostics a file keeps, the note aside.
    package static let limit = 1_000

    /// Those kept so far: every one found, until they are compacted to the first ``limit``.
    private var kept: [Diagnostic] = []
    /// How many were dropped in compactions.
    private var dropped = 0
    /// The first position among those dropped.
    private var firstDropped: Mark?
    /// Whether an error was among those dropped.
    private var droppedError = false
    /// The position of the last of the first ``limit`` kept at the latest compaction: one found
    /// after it, behind ``limit`` others, is left out (``leavesOut(_:)``).
    private var lastKept: Mark?

    /// Those in ``kept``, so that one found again is not kept twice: a node an alias repeats is
    /// read once more for each alias, and its problems are the same at the same place.
    private var keptSet: Set<Diagnostic> = []

    /// Findings a check counted but did not make, as they come after the first ``limit`` of a
    /// file by position: a check that could find millions counts them instead.
    package struct NotMade: Sendable {
        /// How many.
        package var count: Int
        /// Where they are, all of them.
        package var mark: Mark
        /// Whether they are errors.
        package var isError: Bool
    }

    /// None found yet.
    package init() {}

    /// Adds one unless it is kept already; once twice ``limit`` are held, only the first
    /// ``limit`` by position stay.
    package mutating func append(_ diagnostic: Diagnostic) {
        guard keptSet.insert(diagnostic).inserted else { return }
        kept.append(diagnostic)
        if kept.count >= 2 * Self.limit { compact() }
    }

    /// Whether a diagnostic at `mark` is sure to be left out, ``limit`` kept already before it:
    /// a check that could find millions then counts it (``count(_:)``) instead of making it.
    package func leavesOut(_ mark: Mark) -> Bool {
        lastKept.map { $0 < mark } ?? false
    }

    /// Counts findings that are not made, as those left out of the first ``limit`` are.
    package mutating func count(_ notMade: NotMade) {
        guard notMade.count > 0 else { return }
        dropped += notMade.count
        droppedError = droppedError || notMade.isError
        if firstDropped.map({ notMade.mark < $0 }) ?? true { firstDropped = notMade.mark }
    }

    /// The first ``limit`` diagnostics by position, then the note when some were left out.
    package var diagnostics: [Diagnostic] {
        // The parts compacted, not a copy of the whole: the set is not needed for it.
        var (kept, dropped, firstDropped, droppedError) = (kept, dropped, firstDropped, droppedError)
        Self.compact(&kept, dropped: &dropped, firstDropped: &firstDropped, droppedError: &droppedError)
        guard dropped > 0, let mark = firstDropped else { return kept }
        var note = Diagnostic(.notShown(dropped), file: kept.last?.file ?? "", at: mark)
        if droppedError { note.severity = .error }
        return kept + [note]
    }

    /// Keeps the first ``limit`` by position and counts the rest.
    private mutating func compact() {
        Self.compact(&kept, dropped: &dropped, firstDropped: &firstDropped, droppedError: &droppedError)
        keptSet = Set(kept)
        if kept.count == Self.limit { lastKept = kept.last?.mark }
    }

    private static func compact(
        _ kept: inout [Diagnostic], dropped: inout Int, firstDropped: inout Mark?, droppedError: inout Bool
    ) {
        guard kept.count > limit else { return }
        kept = kept.sortedByPosition
        let rest = kept[limit...]
        dropped += rest.count
        droppedError = droppedError || rest.containsError
        let first = rest.lazy.map(\.mark).min()
        if let first, firstDropped.map({ first < $0 }) ?? true { firstDropped = first }
        kept.removeLast(rest.count)
    }
}

extension Diagnostic.Message {
    /// The note after the first ``FoundDiagnostics/limit`` diagnostics of a file.
    static func notShown(_ count: Int) -> Self {
        Self(
            rule: .diagnosticLimit,
            "\(count) more diagnostics not shown; a file keeps its first \(FoundDiagnostics.limit) by position")
    }
}
