/// A text in double quotes with C-style escapes, as both `.strings` files and JSON write it:
/// `\"`, `\\`, `\n`, `\r`, `\t`, and other control characters as `prefix` + four hex digits.
enum QuotedText {
    /// `text` quoted; `unicodePrefix` is `\U` for `.strings`, `\u` for JSON.
    static func quoted(_ text: String, unicodePrefix: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += unicodePrefix + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
