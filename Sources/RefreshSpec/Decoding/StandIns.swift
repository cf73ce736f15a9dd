import Diagnostics
import YAML

/// The values of misspelt keys read as the key each probably means (`scrollview:` as
/// `scrollView`, the step `releas` as `release`): the misspelling is still an error, but what is
/// wrong inside its value is found in the same run rather than the next. Each problem inside such
/// a value gets a note saying which key it was read as, at the misspelt key, one per stand-in
/// around it, outermost first.
struct StandIns {
    /// A stand-in's value: from its start up to where the next node after it starts (nil: the
    /// end of the document), and the note for what lies inside.
    private struct Region {
        let start: Mark
        let end: Mark?
        let note: Diagnostic.Note
        /// The closest region around this one, once ``regionsByStart`` has ordered them.
        var parent: Int?

        func contains(_ mark: Mark) -> Bool {
            start <= mark && end.map { mark < $0 } ?? true
        }
    }

    private var regions: [Region] = []

    /// Records that `value`, written under the key `written` at `keyMark`, is read as `meant`.
    mutating func record(_ value: Document.Node, in document: Document, meant: String, written: String, at keyMark: Mark) {
        let note = Diagnostic.Note("read as '\(meant)', which '\(written)' probably means", at: keyMark)
        regions.append(Region(start: value.mark, end: document.mark(following: value), note: note, parent: nil))
    }

    /// `diagnostics`, each inside a stand-in's value given its notes. A value's region holds the
    /// values nested in it or lies apart from them (they are subtrees of one document), so the
    /// regions around a mark are the one starting last before it and those around that one.
    func noted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !regions.isEmpty else { return diagnostics }
        let ordered = regionsByStart
        return diagnostics.map { diagnostic in
            guard diagnostic.rule != SpecRule.diagnosticLimit.rawValue else { return diagnostic }
            // The last region starting at or before the mark, found by halving.
            var low = 0
            var high = ordered.count
            while low < high {
                let middle = (low + high) / 2
                if ordered[middle].start <= diagnostic.mark { low = middle + 1 } else { high = middle }
            }
            var candidate = low > 0 ? low - 1 : nil
            while let index = candidate, !ordered[index].contains(diagnostic.mark) { candidate = ordered[index].parent }
            var notes: [Diagnostic.Note] = []
            while let index = candidate {
                notes.append(ordered[index].note)
                candidate = ordered[index].parent
            }
            guard !notes.isEmpty else { return diagnostic }
            var noted = diagnostic
            noted.notes += notes.reversed()
            return noted
        }
    }

    /// The regions by start, the wider of two starting together first, each with its parent.
    private var regionsByStart: [Region] {
        var ordered = regions.sorted { first, second in
            guard first.start == second.start else { return first.start < second.start }
            guard let secondEnd = second.end else { return false }
            return first.end.map { $0 > secondEnd } ?? true
        }
        var open: [Int] = []
        for index in ordered.indices {
            while let last = open.last, !ordered[last].contains(ordered[index].start) { open.removeLast() }
            ordered[index].parent = open.last
            open.append(index)
        }
        return ordered
    }
}
