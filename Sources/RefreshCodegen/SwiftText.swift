import RefreshCore
import RefreshSpec

/// How spec values are spelt in the generated Swift: identifiers, literals, colors, fonts and
/// comments, all within swift-format's default 100 columns.
enum SwiftText {
    /// The widest line swift-format's default configuration accepts.
    static let lineLength = 100

    /// Whether a word is an identifier swift-format and the compiler accept as a type prefix:
    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// `auto-footer budget` → `AutoFooterBudget`: ASCII letters and digits, every other character
    /// a word break; `Spec` when nothing is left.
    static func upperCamelCase(_ name: String) -> String {
        let words = name.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        let text = words.map { word in
            let word = String(String.UnicodeScalarView(word))
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        return text.isEmpty ? "Spec" : text
    }

    /// A Swift string literal of any text (``RefreshCore/SwiftLiteral``).
    static func literal(_ text: String) -> String {
        SwiftLiteral.string(text)
    }

    /// A number as a Swift literal: `54`, `0.25`, `-10`, `1_000_000` (grouped as swift-format wants).
    static func number(_ value: Double) -> String {
        let text = value.text()
        guard value == value.rounded(), abs(value) < 1e15 else { return text }
        let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0, digits.count > 4 { grouped += "_" }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// The arguments of `UIColor(red: 90 / 255, green: 90 / 255, blue: 90 / 255, alpha: 1)` for `#5A5A5A`.
    static func colorArguments(_ color: Color) -> [String] {
        let alpha = color.alpha == 255 ? "1" : "\(color.alpha) / 255"
        return ["red: \(color.red) / 255", "green: \(color.green) / 255", "blue: \(color.blue) / 255", "alpha: \(alpha)"]
    }

    /// `.boldSystemFont(ofSize: 14)` or `.systemFont(ofSize: 14)`: MJRefresh's labels use the
    /// system font.
    static func font(_ font: Font) -> String {
        let function = font.weight == .bold ? "boldSystemFont" : "systemFont"
        return "UIFont.\(function)(ofSize: \(number(font.size)))"
    }

    /// `// text` lines (or `///` with `marker`) at an indentation, the text wrapped at word
    /// boundaries to fit the line length. Each line of the text starts a comment line of its own
    /// (a blank one is the bare marker, trailing ones are dropped): a newline left inside a
    /// comment would end it, and the rest of the text would be read as code. Characters that are
    /// not printable are written `\u{…}` (``RefreshCore/SwiftLiteral/commentText(_:)``).
    static func comment(_ text: String, indent: String, marker: String = "//") -> [String] {
        var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        while let last = paragraphs.last, last.allSatisfy({ $0 == " " }) { paragraphs.removeLast() }
        return paragraphs.flatMap { paragraph -> [String] in
            let lines = wrapped(Substring(SwiftLiteral.commentText(paragraph)), prefix: indent + marker + " ")
            return lines.isEmpty ? [indent + marker] : lines
        }
    }

    /// The words of one line of text, packed into lines of `prefix` and words that fit the line length.
    private static func wrapped(_ text: Substring, prefix: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > lineLength {
                lines.append(prefix + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(prefix + line) }
        return lines
    }

    /// A function's declaration line and its opening brace: on one line when it fits at `indent`,
    /// else the parameters packed at two more spaces between `head(` and `) tail {`, as
    /// swift-format lays out a declaration that is too long.
    static func declaration(_ head: String, _ parameters: [String], tail: String, indent: String) -> [String] {
        let close = tail.isEmpty ? ") {" : ") \(tail) {"
        let oneLine = indent + head + "(" + parameters.joined(separator: ", ") + close
        guard oneLine.count > lineLength else { return [oneLine] }
        return [indent + head + "("] + packed(parameters.map { $0 + "," }.dropLastComma, indent: indent + "  ") + [indent + close]
    }

    /// `receiver(arg, arg)` on one line when it fits at `indent`, else broken after `(` with the
    /// arguments packed at two more spaces, as swift-format lays out a call that is too long.
    static func call(_ head: String, _ arguments: [String], indent: String) -> [String] {
        let oneLine = indent + head + "(" + arguments.joined(separator: ", ") + ")"
        guard oneLine.count > lineLength else { return [oneLine] }
        let pieces = arguments.enumerated().map { $0.element + ($0.offset == arguments.count - 1 ? ")" : ",") }
        return [indent + head + "("] + packed(pieces, indent: indent + "  ")
    }

    /// Pieces joined by spaces into as few lines at `indent` as the line length allows.
    private static func packed(_ pieces: [String], indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for piece in pieces {
            if !line.isEmpty, indent.count + line.count + 1 + piece.count > lineLength {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + piece
        }
        lines.append(indent + line)
        return lines
    }
}

extension [String] {
    /// The pieces with the comma of the last one removed (`a,` `b,` → `a,` `b`).
    fileprivate var dropLastComma: [String] {
        guard let last else { return self }
        return dropLast() + [String(last.dropLast())]
    }
}
