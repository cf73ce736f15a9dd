/// The lines in which two short texts differ, as the hunks of a unified diff (`@@ -12,1 +12,1 @@`,
/// then ` `, `-` and `+` lines), from their longest common subsequence of lines: to show the
/// fix of a rule example, not to compare large files.
enum LineDiff {
    /// The hunks turning `old` into `new`, each change with up to `context` unchanged lines
    /// around it; empty when the lines are equal.
    static func hunks(_ old: [Substring], _ new: [Substring], context: Int = 2) -> [String] {
        let script = editScript(old, new)
        let changed = script.indices.filter { script[$0].mark != " " }
        var ranges: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - context)..<min(script.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.flatMap { range in
            let lines = script[range]
            let oldCount = lines.filter { $0.mark != "+" }.count
            let newCount = lines.filter { $0.mark != "-" }.count
            let first = lines[range.lowerBound]
            // As diff writes it: a side with no lines in the hunk starts at the line before it.
            let header =
                "@@ -\(first.old + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(first.new + (newCount == 0 ? 0 : 1)),\(newCount) @@"
            return [header] + lines.map { "\($0.mark)\($0.line)" }
        }
    }

    /// Every line of both texts in order, marked ` ` (in both), `-` (only in `old`) or `+` (only in
    /// `new`), with the number of lines of each text before it; removals before additions.
    private static func editScript(
        _ old: [Substring], _ new: [Substring]
    ) -> [(mark: Character, line: Substring, old: Int, new: Int)] {
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var script: [(mark: Character, line: Substring, old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append((" ", old[i], i, j))
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                script.append(("-", old[i], i, j))
                i += 1
            } else {
                script.append(("+", new[j], i, j))
                j += 1
            }
        }
        return script
    }
}
