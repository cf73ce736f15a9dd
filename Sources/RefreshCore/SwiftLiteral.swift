/// Swift source text for values: the one escaper of string literals, for the code `generate
/// swift` writes and for the catalogs the build embeds, and of the text of its comments.
public enum SwiftLiteral {
    /// A Swift string literal that reads back as `text`: quotes and backslashes escaped, a line
    /// feed, carriage return and tab as `\n`, `\r`, `\t`, and every other character that is not
    /// printable (controls, format characters such as the bidirectional overrides, line and
    /// paragraph separators, unassigned and private-use code points) as `\u{…}`, so that no text
    /// can end the literal, break its line, or read differently from what the compiler sees.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: append(scalar, to: &result)
            }
        }
        return result + "\""
    }

    /// One line of a comment's text (`// …`, `/// …`) with every character that is not printable
    /// written as a literal writes it, `\u{…}`, and tabs kept: a NUL stops the compiler
    /// (`-warnings-as-errors`), an escape sequence drives the terminal that shows the file, and
    /// U+202E turns the line around in a viewer. Line breaks are the caller's: each line of a
    /// text is a comment line of its own.
    public static func commentText(_ line: some StringProtocol) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar == "\t" { result.unicodeScalars.append(scalar) } else { append(scalar, to: &result) }
        }
        return result
    }

    /// Appends a character, as `\u{…}` when it is not printable.
    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
            result.unicodeScalars.append(scalar)
        }
    }
}
