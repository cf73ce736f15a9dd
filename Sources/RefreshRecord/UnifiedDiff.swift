import YAMLEditing

/// A unified diff (`diff -u`'s form) of a file and the same file with some edits applied,
/// made from the edits themselves: each changed run of lines with up to three lines of context,
/// hunks whose contexts would touch joined into one. Costs the size of the lines edited, not a
/// comparison of the whole files.
struct UnifiedDiff {
    private let old: [UInt8]
    private let lineStarts: [Int]
    private static let context = 3

    /// A diff of `old` and `old` with `edits` applied (ranges must not overlap).
    init(old: [UInt8]) {
        self.old = old
        var starts = [0]
        for (index, byte) in old.enumerated() where byte == 0x0A && index + 1 < old.count { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The diff of `edits` under `---`/`+++` headers naming `path`; empty when they change nothing.
    func render(_ edits: [Edit], path: String) -> String {
        let changes = self.changes(edits)
        guard !changes.isEmpty else { return "" }
        var groups: [[Change]] = []
        for change in changes {
            if let last = groups.last?.last, change.oldStart - last.oldEnd <= 2 * Self.context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        var text = "--- \(path)\n+++ \(path)\n"
        var shift = 0
        for group in groups {
            text += hunk(group, shift: shift)
            shift += group.reduce(0) { $0 + $1.added.count - $1.removed.count }
        }
        return text
    }

    /// One run of changed lines: old lines `oldStart..<oldEnd` (0-based) become `added`.
    private struct Change {
        var oldStart: Int
        var oldEnd: Int
        var removed: [String]
        var added: [String]
    }

    /// The edits as runs of changed lines, in order; edits on a shared line form one run, and
    /// lines a run leaves as they were are trimmed from its ends.
    private func changes(_ edits: [Edit]) -> [Change] {
        var spans: [(first: Int, last: Int, edits: [Edit])] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let first = line(of: edit.range.lowerBound)
            let last = edit.range.isEmpty ? first : line(of: edit.range.upperBound - 1)
            if let previous = spans.last, first <= previous.last {
                spans[spans.count - 1].last = max(previous.last, last)
                spans[spans.count - 1].edits.append(edit)
            } else {
                spans.append((first, last, [edit]))
            }
        }
        return spans.compactMap { span in
            let start = lineStarts[span.first]
            let end = span.last + 1 < lineStarts.count ? lineStarts[span.last + 1] : old.count
            let shifted = span.edits.map { Edit(range: $0.range.lowerBound - start..<$0.range.upperBound - start, text: $0.text) }
            let before = Array(old[start..<end])
            var removed = Self.lines(before)
            var added = Self.lines(Edit.apply(shifted, to: before))
            var oldStart = span.first
            while let first = removed.first, first == added.first {
                removed.removeFirst()
                added.removeFirst()
                oldStart += 1
            }
            while let last = removed.last, last == added.last {
                removed.removeLast()
                added.removeLast()
            }
            guard !removed.isEmpty || !added.isEmpty else { return nil }
            return Change(oldStart: oldStart, oldEnd: oldStart + removed.count, removed: removed, added: added)
        }
    }

    private func hunk(_ group: [Change], shift: Int) -> String {
        let first = group[0]
        let last = group[group.count - 1]
        let from = max(0, first.oldStart - Self.context)
        let to = min(lineStarts.count, last.oldEnd + Self.context)
        var body = ""
        var line = from
        for change in group {
            while line < change.oldStart {
                body += " " + oldLine(line)
                line += 1
            }
            body += change.removed.map { "-" + $0 }.joined() + change.added.map { "+" + $0 }.joined()
            line = change.oldEnd
        }
        while line < to {
            body += " " + oldLine(line)
            line += 1
        }
        let oldCount = to - from
        let newCount = oldCount + group.reduce(0) { $0 + $1.added.count - $1.removed.count }
        return "@@ -\(Self.range(from, oldCount)) +\(Self.range(from + shift, newCount)) @@\n" + body
    }

    /// `start,count` as a hunk header writes it: 1-based, and the line before for no lines.
    private static func range(_ start: Int, _ count: Int) -> String {
        "\(count == 0 ? start : start + 1),\(count)"
    }

    private func oldLine(_ index: Int) -> String {
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : old.count
        return Self.lines(Array(old[lineStarts[index]..<end])).first ?? "\n"
    }

    /// The 0-based line holding byte `offset`.
    private func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Lines, each ending in its line break; a last line without one is marked as `diff` marks it.
    private static func lines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count {
            result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n")
        }
        return result
    }
}
