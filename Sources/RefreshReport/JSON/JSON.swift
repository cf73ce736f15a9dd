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

    static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
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
