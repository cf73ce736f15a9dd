import Diagnostics
import YAMLEditing

/// Apple's `.strings` files (`"key" = "value";`), as Xcode and `NSBundle` read them.
public enum AppleStrings {
    /// One `"key" = "value";` of a file.
    public struct Translation: Sendable, Hashable {
        /// The key, unescaped.
        public var key: String
        /// The translated text, unescaped.
        public var value: String
        /// Where the key is written.
        public var mark: Mark

        /// A translation; `mark` is where its key is written (the file start when made in code).
        public init(key: String, value: String, mark: Mark = .start) {
            self.key = key
            self.value = value
            self.mark = mark
        }
    }

    /// A file's text: one `"key" = "value";` line per entry, in order, with quotes,
    /// backslashes, newlines and other control characters escaped. Written as UTF-8.
    public static func render(_ entries: [(key: String, value: String)]) -> String {
        entries.map { "\(quoted($0.key)) = \(quoted($0.value));\n" }.joined()
    }

    /// The entries of a `.strings` file in UTF-8 (with or without a byte order mark) or UTF-16
    /// with a byte order mark; `/* */` and `//` comments, escapes (`\"`, `\\`, `\n`, `\t`, `\r`,
    /// `\U2026`, octal) and unquoted keys are understood. Throws the first problem, located.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [Translation] {
        var parser = Parser(scalars: try TextDecoding.scalars(of: bytes, path: path), path: path)
        return try parser.entries()
    }

    private static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, unicodePrefix: "\\U")
    }
}
