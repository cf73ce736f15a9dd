import RefreshCore

/// The names at the right end of the timeline's lines, each at its line's last value and pushed
/// apart so that no two overlap.
enum TimelineLabels {
    /// Height kept free for one label.
    static let lineHeight = 12.0

    /// The labels of `series` starting at x `left`, each cut to `limit` points in `font`.
    static func place(_ series: [TimelineSeries], axes: TimelineAxes, left: Double, font: Font, limit: Double) -> String {
        var labels: [(y: Double, text: String, color: String)] = series.compactMap { line in
            guard let text = text(of: line, font: font, limit: limit), let last = line.values.last(where: { $0 != nil }) ?? nil
            else { return nil }
            return (axes.y(last) + 4, text, line.color)
        }
        labels.sort { $0.y < $1.y }
        for index in labels.indices.dropFirst() where labels[index].y - labels[index - 1].y < lineHeight {
            labels[index].y = labels[index - 1].y + lineHeight
        }
        var svg = "<g font-size=\"10\">\n"
        for label in labels {
            svg += "<text x=\"\(left.shortText)\" y=\"\(label.y.shortText)\" fill=\"\(label.color)\">"
            svg += "\(XMLText.content(label.text))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// How wide the widest label of `series` is drawn in `font`, at most `limit`.
    static func widest(_ series: [TimelineSeries], font: Font, limit: Double) -> Double {
        series.compactMap { text(of: $0, font: font, limit: limit).map { font.width(of: $0) } }.max() ?? 0
    }

    /// A line's label: its name and its last value, at most `limit` wide in `font`; nil for a
    /// line with no value. A long name (a component's id) is cut before its last word, so that
    /// what the line is (`happen`, `trigger`) and its value still show.
    private static func text(of line: TimelineSeries, font: Font, limit: Double) -> String? {
        guard let last = line.values.last(where: { $0 != nil }) ?? nil else { return nil }
        let text = "\(line.label) \(last.shortText)"
        guard font.width(of: text) > limit, let space = line.label.lastIndex(of: " ") else {
            return TextFitting.abbreviated(text, width: limit, font: font)
        }
        let tail = "\(line.label[space...]) \(last.shortText)"
        let head = String(line.label[..<space])
        return TextFitting.abbreviated(head, width: max(limit - font.width(of: tail), 0), font: font) + tail
    }
}
