import RefreshSpec
import YAML
import YAMLEditing

/// The lines an edit of expectations must keep: every line of the original outside the given
/// line ranges, found in the edited file in the same order.
struct KeptLines {
    let original: [UInt8]
    let edited: [UInt8]

    /// Whether every original line outside `ranges` (0-based, half-open) is in the edited file,
    /// in order.
    func allKept(outside ranges: [Range<Int>]) -> Bool {
        let before = Self.lines(original)
        let after = Self.lines(edited)
        var next = after.startIndex
        for (index, line) in before.enumerated() where !ranges.contains(where: { $0.contains(index) }) {
            guard let found = after[next...].firstIndex(of: line) else { return false }
            next = found + 1
        }
        return true
    }

    /// The lines (0-based, half-open) each `expect` step of a spec's scenarios spans, read from
    /// the document the load parsed (which `loaded` keeps while its handles are read).
    func expectSteps(of loaded: LoadResult) -> [Range<Int>] {
        guard case .mapping(let root)? = loaded.document?.root, case .sequence(let list)? = root.value(forKey: "scenarios")
        else { return [] }
        let text = YAMLText(original)
        let breaks = original.indices.filter { YAMLText.endsALine(original, at: $0) }
        var ranges: [Range<Int>] = []
        for case .mapping(let scenario) in list.items {
            guard case .sequence(let steps)? = scenario.value(forKey: "steps") else { continue }
            for case .mapping(let step) in steps.items where step.pairs.first?.key.scalar?.text == "expect" {
                let end = text.end(of: .mapping(step), indent: steps.mark.column - 1, flow: text.isFlow(steps))
                // The line of the step's last character: how many line breaks come before it.
                let lastLine = breaks.prefix { $0 < end - 1 }.count
                ranges.append(step.mark.line - 1..<lastLine + 1)
            }
        }
        return ranges
    }

    /// The lines as libyaml counts them: a lone CR ends one too.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where YAMLText.endsALine(bytes, at: index) {
            lines.append(bytes[start..<index])
            start = index + 1
        }
        lines.append(bytes[start...])
        return lines
    }
}
