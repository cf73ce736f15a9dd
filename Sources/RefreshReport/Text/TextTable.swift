import RefreshCore

/// Rows of cells laid out in columns that line up in a terminal, wide characters counted as
/// two cells.
struct TextTable {
    var rows: [[String]] = []
    /// Lines printed under a row (keyed by the row's index), starting where column
    /// `notesColumn` starts; they do not widen the columns.
    var notes: [Int: [String]] = [:]
    /// The column under which notes start.
    var notesColumn = 0

    /// The rows as text, columns separated by two spaces, trailing blanks trimmed, each row
    /// followed by its notes.
    func render() -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], Self.width(of: cell)) }
        }
        let indent = String(repeating: " ", count: widths.prefix(notesColumn).reduce(0) { $0 + $1 + 2 })
        return rows.enumerated().map { rowIndex, row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - Self.width(of: cell) + 2) }
            }
            return ([line] + (notes[rowIndex] ?? []).map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    /// Terminal cells a text takes; ANSI color sequences take none.
    static func width(of text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                inEscape = scalar != "m"
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += TextWidth.isWide(scalar) ? 2 : 1
            }
        }
        return width
    }
}
