/// A text in double quotes with C-style escapes, as `.strings` files, JSON and YAML all read
/// it: `\"`, `\\`, `\n`, `\r`, `\t`, and every other control, line-separator or byte-order
/// character as `prefix` + four hex digits.
package enum QuotedText {
    /// `text` quoted; `unicodePrefix` is `\U` for `.strings`, `\u` for JSON and YAML.
    package static func quoted(_ text: String, unicodePrefix: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += unicodePrefix + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Control characters (C0, DEL, C1), U+2028, U+2029 and U+FEFF: invisible or read as
    /// line breaks, so always escaped.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value)
    }
}
