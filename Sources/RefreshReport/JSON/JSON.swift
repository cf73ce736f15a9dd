import RefreshCore
/// A JSON value with object keys in insertion order, so reports have a stable, readable shape.
public enum JSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case integer(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    /// Compact JSON text (no spaces); numbers print without a trailing `.0` when whole and
    /// with at most four decimals otherwise.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the compact JSON text to `output`.
    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .number(let value): output += Self.format(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                value.write(to: &output)
            }
            output += "}"
        }
    }

    /// A number rounded to four decimals, whole numbers without `.0`, huge ones with an
    /// exponent; non-finite values (never produced by the engine) print as `null`.
    static func format(_ value: Double) -> String {
        value.isFinite ? value.text(decimals: 4) : "null"
    }

    /// Writes `value` as a JSON string: quoted, with `"`, `\\` and the C0 controls escaped.
    /// Runs of bytes that need no escape are copied whole, so a long text costs a copy, not a
    /// step a character.
    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        var value = value
        value.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            {
                // A run ends before an ASCII byte, so it never cuts a character's bytes apart.
                output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                output += escaped(byte)
                start = index + 1
            }
            output += String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
        output += "\""
    }

    /// The escape of a byte that JSON cannot hold as it is: `"`, `\\` or a C0 control.
    private static func escaped(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\""): "\\\""
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\r"): "\\r"
        case UInt8(ascii: "\t"): "\\t"
        default: "\\u" + String(repeating: "0", count: byte < 0x10 ? 3 : 2) + String(byte, radix: 16)
        }
    }
}

extension JSON {
    /// The compact text of an object up to and including the `[` of its last member, an array
    /// whose items are written one by one after it (comma-separated, each `serialized()`),
    /// then ``closingArray(thenMembers:)``: together the same bytes as the whole object's
    /// ``serialized()``, for reports written while their items are still coming in.
    public static func openingObject(_ members: [(String, JSON)], arrayKey: String) -> String {
        var output = "{"
        for (key, value) in members {
            writeString(key, to: &output)
            output += ":"
            value.write(to: &output)
            output += ","
        }
        writeString(arrayKey, to: &output)
        return output + ":["
    }

    /// The text after the items of ``openingObject(_:arrayKey:)``'s array: `]`, the object's
    /// members that follow the array, and `}`.
    public static func closingArray(thenMembers members: [(String, JSON)]) -> String {
        var output = "]"
        for (key, value) in members {
            output += ","
            writeString(key, to: &output)
            output += ":"
            value.write(to: &output)
        }
        return output + "}"
    }
}
