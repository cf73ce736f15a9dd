import Diagnostics

/// SARIF 2.1.0, the format code-scanning services read: one run of refreshspec with every rule
/// of ``KnownRules`` (id, help text, default level) and a result per diagnostic, located at its
/// file, line and column.
public enum SARIF {
    /// The whole log for a list of diagnostics, in the order given; `properties` (e.g. a test
    /// run's totals) go into the run's property bag.
    public static func log(_ diagnostics: [Diagnostic], properties: [(String, JSON)] = []) -> JSON {
        .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run(diagnostics, properties: properties)])),
        ])
    }

    private static func run(_ diagnostics: [Diagnostic], properties: [(String, JSON)]) -> JSON {
        let driver: JSON = .object([
            ("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version)),
            ("rules", .array(KnownRules.all.map(rule))),
        ])
        var members: [(String, JSON)] = [
            ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(diagnostics.map(result))),
        ]
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    private static func rule(_ rule: Diagnostic.RuleDescription) -> JSON {
        .object([
            ("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.summary))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    private static func result(_ diagnostic: Diagnostic) -> JSON {
        var members: [(String, JSON)] = [("ruleId", .string(diagnostic.rule))]
        if let index = KnownRules.index(of: diagnostic.rule) { members.append(("ruleIndex", .integer(index))) }
        members += [
            ("level", .string(diagnostic.severity.rawValue)), ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([location(diagnostic.file, diagnostic.mark)])),
        ]
        let related = diagnostic.notes.enumerated().map { index, note in relatedLocation(note, id: index, file: diagnostic.file) }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    private static func location(_ file: String, _ mark: Mark) -> JSON {
        .object([("physicalLocation", physicalLocation(file, mark))])
    }

    private static func physicalLocation(_ file: String, _ mark: Mark) -> JSON {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(file)))])),
            ("region", .object([("startLine", .integer(mark.line)), ("startColumn", .integer(mark.column))])),
        ])
    }

    /// A note as a related location: at its own mark when it has one, else only its message.
    private static func relatedLocation(_ note: Diagnostic.Note, id: Int, file: String) -> JSON {
        var members: [(String, JSON)] = [("id", .integer(id))]
        if let mark = note.mark { members.append(("physicalLocation", physicalLocation(file, mark))) }
        members.append(("message", .object([("text", .string(note.message))])))
        return .object(members)
    }

    /// A path as a relative URI reference: unreserved characters and `/` as they are, every
    /// other byte of its UTF-8 percent-encoded.
    static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                encoded.append(character)
            } else {
                encoded += PercentEncoding.escape(UInt32(byte))
            }
        }
        return encoded
    }
}
