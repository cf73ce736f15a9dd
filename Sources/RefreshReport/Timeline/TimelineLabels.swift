/// The names at the right end of the timeline's lines, each at its line's last value and pushed
/// apart so that no two overlap.
enum TimelineLabels {
    /// Height kept free for one label.
    static let lineHeight = 12.0

    /// The labels of `series` starting at x `left`.
    static func place(_ series: [TimelineSeries], axes: TimelineAxes, left: Double) -> String {
        var labels: [(y: Double, text: String, color: String)] = series.compactMap { line in
            guard let last = line.values.last(where: { $0 != nil }) ?? nil else { return nil }
            return (axes.y(last) + 4, "\(line.label) \(last.shortText)", line.color)
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
}
