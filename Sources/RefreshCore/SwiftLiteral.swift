/// Swift source text for values: the one escaper of string literals, for the code `generate
/// swift` writes and for the catalogs the build embeds.
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
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
