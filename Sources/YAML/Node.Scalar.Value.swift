extension Node.Scalar {
    /// What a scalar means under the YAML 1.2 core schema.
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string(String)
    }

    /// The scalar resolved by the core schema: quoted and block scalars and `!!str` are
    /// strings; plain scalars may be null, a boolean (`true`/`false` in any case form the
    /// schema allows), an integer (decimal, `0o`, `0x`) or a float (`.inf`, `.nan` included).
    public var value: Value {
        if style != .plain || tag == Self.stringTag { return .string(text) }
        return Self.resolvePlain(text)
    }

    static let stringTag = "tag:yaml.org,2002:str"

    /// Dispatches on the first byte, so that the common case, a word that can only be a
    /// string, is decided without comparing it against the schema's literals.
    static func resolvePlain(_ text: String) -> Value {
        guard let first = text.utf8.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return resolveNumber(text)
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            return resolveWord(text)
        default:
            return .string(text)
        }
    }

    /// A plain scalar starting with `~` or a letter of `null`, `true` or `false`.
    private static func resolveWord(_ text: String) -> Value {
        guard text.utf8.count <= 5 else { return .string(text) }
        switch text {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: return .string(text)
        }
    }

    /// A plain scalar starting with a digit, a sign or a dot: infinity, NaN, an integer, a
    /// float, or else a string. The text's bytes are scanned in place.
    private static func resolveNumber(_ text: String) -> Value {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            if let special = specialFloat(bytes, text) { return .float(special) }
            if let int = parseInteger(bytes, text) { return .int(int) }
            if isFloatSyntax(bytes), let double = Double(text) { return .float(double) }
            return .string(text)
        }
    }

    /// `.inf`, `-.inf` or `.nan` in the case forms the schema allows; only texts ending in a
    /// letter are compared.
    private static func specialFloat(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Double? {
        guard let last = bytes.last, last | 0x20 == UInt8(ascii: "f") || last | 0x20 == UInt8(ascii: "n") else { return nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: return nil
        }
    }

    /// `0x` hexadecimal, `0o` octal, or decimal digits with an optional sign.
    private static func parseInteger(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Int? {
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "x") { return Int(text.dropFirst(2), radix: 16) }
            if bytes[1] == UInt8(ascii: "o") { return Int(text.dropFirst(2), radix: 8) }
        }
        return parseDecimal(bytes)
    }

    /// `[-+]? [0-9]+` as `Int(text)` reads it: nil for other text and for values out of range.
    private static func parseDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { index = 1 }
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

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
