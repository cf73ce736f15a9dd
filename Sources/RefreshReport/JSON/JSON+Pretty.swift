extension JSON {
    /// JSON text for people: one member or item per line, indented by two spaces; empty arrays
    /// and objects, and arrays of scalars, stay on one line.
    public func prettyPrinted() -> String {
        var output = ""
        writePretty(to: &output, indent: "")
        return output
    }

    private func writePretty(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty && !items.allSatisfy(\.isScalar):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.writePretty(to: &output, indent: inner)
                output += index < items.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members) where !members.isEmpty:
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner
                Self.writeString(key, to: &output)
                output += ": "
                value.writePretty(to: &output, indent: inner)
                output += index < members.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        default:
            write(to: &output)
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
