extension Document.Scalar {
    /// What a scalar means under the YAML 1.2 core schema.
    package enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string(String)

        /// What `text` means written as a plain scalar without a tag.
        package init(plain text: String) {
            var bytes = text
            self = bytes.withUTF8 { Document.Scalar.resolvePlain($0, text: { text }) }
        }
    }

    /// The scalar resolved by the core schema, from its bytes: quoted and block scalars and
    /// `!!str` are strings; plain scalars may be null, a boolean (`true`/`false` in any case form
    /// the schema allows), an integer (decimal, `0o`, `0x`) or a float (`.inf`, `.nan` included).
    package var value: Value {
        if style != .plain || tag == Self.stringTag { return .string(text) }
        return withUTF8 { bytes in Self.resolvePlain(bytes) { String(decoding: bytes, as: UTF8.self) } }
    }

    /// Whether ``value`` is `.null`, decided from the bytes without resolving numbers or making
    /// a string: a cheap test for callers that only need to tell "no value" from text.
    package var isNull: Bool {
        guard style == .plain, utf8Count <= 4, tag != Self.stringTag else { return false }
        return withUTF8(Self.isNull)
    }

    static let stringTag = "tag:yaml.org,2002:str"

    /// A plain scalar's value from its bytes; `text` makes its string, which is only asked for
    /// when the value is a string or a float. Dispatches on the first byte, so that the common
    /// case, a word that can only be a string, is decided without comparing it against the
    /// schema's literals.
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> Value {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return resolveNumber(bytes, text: text)
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            return resolveWord(bytes) ?? .string(text())
        default:
            return .string(text())
        }
    }

    /// A plain scalar starting with `~` or a letter of `null`, `true` or `false`; nil for a string.
    private static func resolveWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        guard bytes.count <= 5 else { return nil }
        if bytes.isAny(of: nullWords) { return .null }
        if bytes.isAny(of: trueWords) { return .bool(true) }
        if bytes.isAny(of: falseWords) { return .bool(false) }
        return nil
    }

    /// Whether a plain scalar's bytes are null under the core schema: empty, or one of its words.
    static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.isEmpty || bytes.isAny(of: nullWords)
    }

    /// The core schema's plain words for null (the empty text aside), true and false.
    private static let nullWords: [StaticString] = ["~", "null", "Null", "NULL"]
    private static let trueWords: [StaticString] = ["true", "True", "TRUE"]
    private static let falseWords: [StaticString] = ["false", "False", "FALSE"]
    private static let infinityWords: [StaticString] = [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]
    private static let negativeInfinityWords: [StaticString] = ["-.inf", "-.Inf", "-.INF"]
    private static let notANumberWords: [StaticString] = [".nan", ".NaN", ".NAN"]

    /// A plain scalar starting with a digit, a sign or a dot: infinity, NaN, an integer, a
    /// float, or else a string.
    private static func resolveNumber(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> Value {
        if let special = specialFloat(bytes) { return .float(special) }
        if let int = parseInteger(bytes, text: text) { return .int(int) }
        if isFloatSyntax(bytes) {
            if let double = exactDecimal(bytes) { return .float(double) }
            let text = text()
            if let double = Double(text) { return .float(double) }
            return .string(text)
        }
        return .string(text())
    }

    /// `.inf`, `-.inf` or `.nan` in the case forms the schema allows; only texts ending in a
    /// letter are compared.
    private static func specialFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let last = bytes.last, last | 0x20 == UInt8(ascii: "f") || last | 0x20 == UInt8(ascii: "n") else { return nil }
        if bytes.isAny(of: infinityWords) { return .infinity }
        if bytes.isAny(of: negativeInfinityWords) { return -.infinity }
        if bytes.isAny(of: notANumberWords) { return .nan }
        return nil
    }

    /// `0x` hexadecimal, `0o` octal, or decimal digits with an optional sign.
    private static func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> Int? {
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "x") { return Int(text().dropFirst(2), radix: 16) }
            if bytes[1] == UInt8(ascii: "o") { return Int(text().dropFirst(2), radix: 8) }
        }
        return parseDecimal(bytes)
    }

    /// `[-+]? [0-9]+` as `Int(text)` reads it: nil for other text and for values out of range.
    private static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let (negative, digitsStart) = sign(of: bytes)
        var index = digitsStart
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else { return nil }
            let digit = Int(bytes[index] &- UInt8(ascii: "0"))
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowDigit) =
                negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowShift, !overflowDigit else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isFloatSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func skip(_ one: Unicode.Scalar, or other: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: one) || bytes[index] == UInt8(ascii: other) else {
                return false
            }
            index += 1
            return true
        }
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - start
        }
        _ = skip("-", or: "+")
        let whole = digits()
        let fraction = skip(".", or: ".") ? digits() : 0
        guard whole > 0 || fraction > 0 else { return false }
        if skip("e", or: "E") {
            _ = skip("-", or: "+")
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// An optional leading `-` or `+`: whether it is `-`, and where the digits start.
    static func sign(of bytes: UnsafeBufferPointer<UInt8>) -> (negative: Bool, digitsStart: Int) {
        let negative = bytes.first == UInt8(ascii: "-")
        return (negative, negative || bytes.first == UInt8(ascii: "+") ? 1 : 0)
    }
}
