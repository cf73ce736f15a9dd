import YAML

/// Writes a text as a YAML scalar that reads back as exactly that string: in the style asked
/// for when it can hold the text, else double-quoted with escapes.
package enum YAMLScalarWriter {
    /// `text` as a scalar, keeping `style` when possible; `flow` is true inside `{ }`.
    package static func scalar(_ text: String, style: Document.Scalar.Style, flow: Bool) -> String {
        switch style {
        case .plain where isPlainSafe(text, flow: flow): text
        case .singleQuoted where !text.unicodeScalars.contains(where: QuotedText.needsEscape):
            "'" + text.replacing("'", with: "''") + "'"
        default: doubleQuoted(text)
        }
    }

    /// `"text"` with `\\`, `\"` and every control or line-break character escaped.
    package static func doubleQuoted(_ text: String) -> String {
        QuotedText.quoted(text, unicodePrefix: "\\u")
    }

    /// Whether a text can be written plain and read back as the same string: not empty, no
    /// surrounding blanks, no indicator first, no `: ` or ` #`, nothing the core schema (or
    /// YAML 1.1's yes/no/on/off) reads as another type, and no flow punctuation inside `{ }`.
    package static func isPlainSafe(_ text: String, flow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !first.properties.isWhitespace, !last.properties.isWhitespace, !"-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first),
            !text.contains(": "), !text.contains(" #"), last != ":",
            !text.unicodeScalars.contains(where: { QuotedText.needsEscape($0) || $0 == "\t" || $0 == "\n" || $0 == "\r" }),
            !flow || !text.unicodeScalars.contains(where: { ",[]{}".unicodeScalars.contains($0) }),
            !yaml11Words.contains(text.lowercased())
        else { return false }
        return Document.Scalar.Value(plain: text) == .string(text)
    }

    private static let yaml11Words: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}
