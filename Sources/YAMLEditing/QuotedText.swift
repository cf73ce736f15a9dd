/// A text in double quotes with C-style escapes, as `.strings` files, JSON and YAML all read
/// it: `\"`, `\\`, `\n`, `\r`, `\t`, and every other control, line-separator, byte-order or
/// bidirectional-control character as `prefix` + four hex digits.
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
    /// line breaks, so always escaped; and the bidirectional controls (the embeddings and
    /// overrides U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F and
    /// U+061C), which turn the rest of a line around in an editor, so that a file reads as its
    /// reader reads it.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
