import Diagnostics
import RefreshSpec

extension AppleStrings {
    /// Reads `.strings` text scalar by scalar, tracking the line and column of each.
    struct Parser {
        private let scalars: [Unicode.Scalar]
        private let path: String
        private var index = 0
        private var mark = Mark.start

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        /// Every entry, in file order; a repeated key is an error noting the first.
        mutating func entries() throws(Diagnostic) -> [Translation] {
            var entries: [Translation] = []
            var seen: [String: Mark] = [:]
            while try skipSpaceAndComments() {
                let entry = try entry()
                if let first = seen[entry.key] {
                    throw Diagnostic(
                        .duplicateStringsKey(entry.key), file: path, at: entry.mark,
                        notes: [.init("first defined here", at: first)])
                }
                seen[entry.key] = entry.mark
                entries.append(entry)
            }
            return entries
        }

        /// `key = value;`, or `key;` (the value is the key).
        private mutating func entry() throws(Diagnostic) -> Translation {
            let start = mark
            let key = try string()
            let afterKey = mark
            _ = try skipSpaceAndComments()
            if peek == ";" {
                advance()
                return Translation(key: key, value: key, mark: start)
            }
            try expect("=", .expectedStringsToken("'='", after: "the key"), at: afterKey)
            _ = try skipSpaceAndComments()
            let value = try string()
            let afterValue = mark
            _ = try skipSpaceAndComments()
            try expect(";", .expectedStringsToken("';'", after: "the value"), at: afterValue)
            return Translation(key: key, value: value, mark: start)
        }

        /// A quoted string with escapes, or an unquoted word of letters, digits and `_$+/:.-`.
        private mutating func string() throws(Diagnostic) -> String {
            guard let first = peek else { throw failure(.expectedStringsToken("a string", after: nil)) }
            if first == "\"" { return try quoted() }
            var word = String.UnicodeScalarView()
            while let scalar = peek, Self.isWordScalar(scalar) {
                word.append(scalar)
                advance()
            }
            guard !word.isEmpty else { throw failure(.expectedStringsToken("a string", after: nil)) }
            return String(word)
        }

        private mutating func quoted() throws(Diagnostic) -> String {
            let start = mark
            advance()
            var text = String.UnicodeScalarView()
            var pendingHigh: UInt16?
            while let scalar = peek {
                advance()
                if scalar == "\"" {
                    guard pendingHigh == nil else { throw failure(.loneSurrogate, at: mark) }
                    return String(text)
                }
                guard scalar == "\\" else {
                    if pendingHigh != nil { throw failure(.loneSurrogate, at: mark) }
                    text.append(scalar)
                    continue
                }
                let escapeMark = Mark(line: mark.line, column: mark.column - 1)
                switch try escape(at: escapeMark) {
                case .scalar(let decoded):
                    if pendingHigh != nil { throw failure(.loneSurrogate, at: escapeMark) }
                    text.append(decoded)
                case .unit(let unit) where (0xD800..<0xDC00).contains(unit):
                    if pendingHigh != nil { throw failure(.loneSurrogate, at: escapeMark) }
                    pendingHigh = unit
                case .unit(let unit):
                    guard let high = pendingHigh, (0xDC00..<0xE000).contains(unit),
                        let pair = Unicode.Scalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00))
                    else { throw failure(.loneSurrogate, at: escapeMark) }
                    pendingHigh = nil
                    text.append(pair)
                }
            }
            throw failure(.unterminatedStringsString, at: start)
        }

        /// What an escape stands for: a scalar, or a UTF-16 unit from `\U` (half of a pair maybe).
        private enum Escaped {
            case scalar(Unicode.Scalar)
            case unit(UInt16)
        }

        private mutating func escape(at start: Mark) throws(Diagnostic) -> Escaped {
            guard let scalar = peek else { throw failure(.unterminatedStringsString, at: start) }
            advance()
            switch scalar {
            case "n": return .scalar("\n")
            case "t": return .scalar("\t")
            case "r": return .scalar("\r")
            case "a": return .scalar("\u{07}")
            case "b": return .scalar("\u{08}")
            case "f": return .scalar("\u{0C}")
            case "v": return .scalar("\u{0B}")
            case "U", "u":
                guard let unit = digits(radix: 16, count: 4...4) else { throw failure(.badUnicodeEscape, at: start) }
                if let plain = Unicode.Scalar(unit), !(0xD800..<0xE000).contains(unit) { return .scalar(plain) }
                return .unit(UInt16(unit))
            case "0"..."7":
                retreat()
                let code = digits(radix: 8, count: 1...3) ?? 0
                return .scalar(Unicode.Scalar(code) ?? "\0")
            default: return .scalar(scalar)
            }
        }

        /// Up to `count.upperBound` digits of `radix`; nil when fewer than `count.lowerBound`.
        private mutating func digits(radix: Int, count: ClosedRange<Int>) -> UInt32? {
            var value: UInt32 = 0
            var read = 0
            while read < count.upperBound, let scalar = peek, let digit = Int(String(scalar), radix: radix) {
                value = value * UInt32(radix) + UInt32(digit)
                read += 1
                advance()
            }
            return read >= count.lowerBound ? value : nil
        }

        /// Skips whitespace and comments; false at the end of the text.
        private mutating func skipSpaceAndComments() throws(Diagnostic) -> Bool {
            while let scalar = peek {
                if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", next == "*" {
                    let start = mark
                    advance(2)
                    while peek != nil, !(peek == "*" && next == "/") { advance() }
                    guard peek != nil else { throw failure(.unterminatedStringsComment, at: start) }
                    advance(2)
                } else if scalar == "/", next == "/" {
                    while let current = peek, current != "\n" { advance() }
                } else {
                    return true
                }
            }
            return false
        }

        /// Consumes `scalar`, or fails at `mark`: just after the token before it, as compilers do.
        private mutating func expect(_ scalar: Unicode.Scalar, _ message: Diagnostic.Message, at mark: Mark) throws(Diagnostic) {
            guard peek == scalar else { throw failure(message, at: mark) }
            advance()
        }

        private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
        private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

        private mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                mark =
                    scalars[index] == "\n" ? Mark(line: mark.line + 1, column: 1) : Mark(line: mark.line, column: mark.column + 1)
                index += 1
            }
        }

        /// Steps back over one scalar of the current line.
        private mutating func retreat() {
            index -= 1
            mark.column -= 1
        }

        private func failure(_ message: Diagnostic.Message, at mark: Mark? = nil) -> Diagnostic {
            Diagnostic(message, file: path, at: mark ?? self.mark)
        }

        private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
        }
    }
}

extension Diagnostic.Message {
    /// A token the `.strings` grammar needs is missing.
    static func expectedStringsToken(_ token: String, after: String?) -> Self {
        Self(LocalizationRule.stringsSyntax, "expected \(token)\(after.map { " after \($0)" } ?? "")")
    }

    /// A quoted string without its closing quote.
    static var unterminatedStringsString: Self {
        Self(LocalizationRule.stringsSyntax, "unterminated string: the closing '\"' is missing")
    }

    /// A `/*` comment without `*/`.
    static var unterminatedStringsComment: Self {
        Self(LocalizationRule.stringsSyntax, "unterminated comment: the closing '*/' is missing")
    }

    /// `\U` not followed by four hex digits.
    static var badUnicodeEscape: Self {
        Self(LocalizationRule.stringsSyntax, "'\\U' must be followed by four hexadecimal digits")
    }

    /// A `\U` surrogate escape without its other half.
    static var loneSurrogate: Self {
        Self(LocalizationRule.stringsSyntax, "a UTF-16 surrogate escape must be followed by its other half")
    }

    /// A key a `.strings` file defines twice.
    static func duplicateStringsKey(_ key: String) -> Self {
        Self(SpecRule.duplicateKey, "duplicate key '\(key)'")
    }
}
