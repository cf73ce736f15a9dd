import Diagnostics

/// A fixture text with markers `1️⃣`…`9️⃣` where diagnostics must land: the text without the
/// markers, and each marker's 1-based line and column (columns in Unicode scalars).
struct MarkedText {
    /// The text with the markers removed.
    let text: String
    /// Marker number → where the character after it is.
    let marks: [Int: Mark]

    init(_ marked: String) {
        var scalars = String.UnicodeScalarView()
        var marks: [Int: Mark] = [:]
        var line = 1
        var column = 1
        let input = Array(marked.unicodeScalars)
        var index = 0
        while index < input.count {
            let scalar = input[index]
            if let digit = scalar.properties.numericType != nil ? Int(String(scalar)) : nil,
                index + 2 < input.count, input[index + 1] == "\u{FE0F}", input[index + 2] == "\u{20E3}"
            {
                marks[digit] = Mark(line: line, column: column)
                index += 3
                continue
            }
            scalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(scalars)
        self.marks = marks
    }
}
