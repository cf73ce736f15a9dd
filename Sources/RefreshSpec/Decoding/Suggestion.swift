/// "Did you mean" candidates for a misspelt word: spec keys, steps, colors, component ids,
/// and the command line's subcommands.
public enum Suggestion {
    /// The candidate closest to `word`: one that differs only in case, else the nearest within
    /// an edit distance of 2 (a swap of neighbours counts as one edit), else the only candidate
    /// that `word` is a prefix of, or the shortest of several when it begins all the others
    /// (`endRefresh` → `endRefreshing`, not `endRefreshingWithNoMoreData`), else the only one
    /// that `word` is with a run of letters left out of its middle (`endRefreshingWithNoData` →
    /// `endRefreshingWithNoMoreData`), else the only one that `word` starts with (`tableView` →
    /// `table`) or ends (`observer` → `scrollObserver`), else the only one that is a letter and
    /// the one letter `word` is (`y` → `dy`). Nil when none qualifies.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        closestNames(to: word, among: candidates).first
    }

    /// ``closest(to:among:)``, with the second candidate as near as the first when two tie
    /// within the edit distance (`offset` is as near `offsetX` as `offsetY`): empty, one name, or two.
    public static func closestNames(to word: String, among candidates: [String]) -> [String] {
        let lowered = word.lowercased()
        // Each candidate lowered once: a file of many misspelt keys asks this for every one.
        let loweredCandidates = candidates.map { $0.lowercased() }
        if let index = loweredCandidates.firstIndex(of: lowered) { return [candidates[index]] }
        let target = Array(lowered.unicodeScalars)
        var best: (candidates: [String], distance: Int)?
        for (candidate, loweredCandidate) in zip(candidates, loweredCandidates) {
            // Two edits cannot bridge a larger difference in length (`editDistance` says so too,
            // but only after the candidate's scalars are copied out).
            guard abs(loweredCandidate.unicodeScalars.count - target.count) <= 2 else { continue }
            let distance = editDistance(target, Array(loweredCandidate.unicodeScalars), limit: 2)
            guard distance <= 2, distance < target.count else { continue }
            if distance < (best?.distance ?? 3) {
                best = ([candidate], distance)
            } else if distance == best?.distance {
                best?.candidates.append(candidate)
            }
        }
        if let best { return best.candidates.count == 2 ? best.candidates : [best.candidates[0]] }
        return fallback(to: word, lowered: lowered, among: candidates, loweredCandidates).map { [$0] } ?? []
    }

    /// The candidate when no edit distance reaches one: the only one `word` is a prefix of, or
    /// leaves a run out of, or starts with or ends (see ``closest(to:among:)``).
    private static func fallback(
        to word: String, lowered: String, among candidates: [String], _ loweredCandidates: [String]
    ) -> String? {
        guard !word.isEmpty else { return nil }
        let extensions = zip(candidates, loweredCandidates).filter { $0.1.hasPrefix(lowered) }
        if let shortest = extensions.min(by: { $0.1.count < $1.1.count }),
            extensions.allSatisfy({ $0.1.hasPrefix(shortest.1) })
        {
            return shortest.0
        }
        let gaps = zip(candidates, loweredCandidates).filter { Self.leavesOutARun($1, giving: lowered) }
        if gaps.count == 1 { return gaps[0].0 }
        // Parts of three letters or more only: `a` or `id` would be part of too much.
        let parts = zip(candidates, loweredCandidates).filter { candidate, loweredCandidate in
            (loweredCandidate.count >= 3 && lowered.hasPrefix(loweredCandidate))
                || (lowered.count >= 3 && loweredCandidate.hasSuffix(lowered))
        }
        if parts.count == 1 { return parts[0].0 }
        // A one-letter word is no edit from anything by the rules above: a coordinate for its delta.
        let prefixed = zip(candidates, loweredCandidates).filter { lowered.count == 1 && $1.count == 2 && $1.hasSuffix(lowered) }
        return prefixed.count == 1 ? prefixed[0].0 : nil
    }

    /// Whether `word` is `candidate` with one run of letters left out of its middle, after at
    /// least three letters (`endRefreshingWithNoData` of `endRefreshingWithNoMoreData`).
    private static func leavesOutARun(_ candidate: String, giving word: String) -> Bool {
        let candidate = Array(candidate.unicodeScalars)
        let word = Array(word.unicodeScalars)
        guard word.count >= 4, candidate.count > word.count else { return false }
        let kept = zip(candidate, word).prefix { $0 == $1 }.count
        let end = zip(candidate.reversed(), word.reversed()).prefix { $0 == $1 }.count
        return kept >= 3 && end >= 1 && kept + end >= word.count
    }

    /// Optimal string alignment distance, giving up (returning `limit + 1`) once it exceeds `limit`.
    /// Only the cells within `limit` of the diagonal can hold a distance within it, so only they
    /// are computed: the work grows with the words' length, not with its square (a misspelt
    /// label key may be thousands of characters long).
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        let over = limit + 1
        // Three rows, rotated; a cell no row has reached holds `over`.
        var previous2 = [Int](repeating: over, count: b.count + 1)
        var previous = (0...b.count).map { min($0, over) }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            // The cell left of the band: the first column, or one the band has left behind.
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, previous2[j - 2] + 1)
                }
                current[j] = min(cell, over)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return over }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
