import Diagnostics
import YAML

/// SARIF 2.1.0, the format code-scanning services read: one run of the tool with every rule it
/// knows (``Tool``: id, help text, default level), how the run went (``Invocation``) and a
/// result per diagnostic, located at its file, line and column, with a fingerprint that does not
/// depend on the line.
public enum SARIF {
    /// The whole log for a list of diagnostics, in the order given. `documents` are the YAML
    /// documents of the files, by path, as their loads parsed them (for the YAML paths of the
    /// fingerprints); `properties` (e.g. a test run's totals) go into the run's property bag.
    public static func log(
        _ diagnostics: [Diagnostic], documents: [String: Document], invocation: Invocation, tool: Tool,
        properties: [(String, JSON)] = []
    ) -> JSON {
        let run = run(diagnostics, documents: documents, invocation: invocation, tool: tool, properties: properties)
        return .object(logHeader + [("runs", .array([run]))])
    }

    /// The log's text up to the `[` of the run's `results`: written before the results of a
    /// ``ResultStream``, then ``closing(invocation:properties:)``; together the same bytes as
    /// ``log(_:documents:invocation:tool:properties:)``. Nothing in it waits for the end of the
    /// run, so a run writes its results as it goes.
    public static func opening(tool: Tool) -> String {
        JSON.openingObject(logHeader, arrayKey: "runs") + JSON.openingObject(runMembers(tool), arrayKey: "results")
    }

    /// The log's text after the last result: how the run went (``Invocation``, known only at
    /// the end; JSON's members come in any order), and the run's property bag when there are
    /// `properties`.
    public static func closing(invocation: Invocation, properties: [(String, JSON)] = []) -> String {
        JSON.closingArray(thenMembers: endMembers(invocation, properties)) + JSON.closingArray(thenMembers: [])
    }

    /// `$schema` and `version`, the members of a log before its `runs`.
    private static let logHeader: [(String, JSON)] = [
        ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")), ("version", .string("2.1.0")),
    ]

    /// The members of the run before its `results`.
    private static func runMembers(_ tool: Tool) -> [(String, JSON)] {
        let driver: JSON = .object([
            ("name", .string(tool.name)), ("version", .string(tool.version)), ("rules", .array(tool.rules.map(rule))),
        ])
        return [
            ("tool", .object([("driver", driver)])), ("originalUriBaseIds", originalURIBaseIDs),
            ("columnKind", .string("unicodeCodePoints")),
        ]
    }

    /// The members of the run after its `results`: `invocations`, then the property bag when
    /// there are `properties`.
    private static func endMembers(_ invocation: Invocation, _ properties: [(String, JSON)]) -> [(String, JSON)] {
        [("invocations", .array([Self.invocation(invocation)]))]
            + (properties.isEmpty ? [] : [("properties", .object(properties))])
    }

    private static func run(
        _ diagnostics: [Diagnostic], documents: [String: Document], invocation: Invocation, tool: Tool,
        properties: [(String, JSON)]
    ) -> JSON {
        var fingerprints = Fingerprints()
        let results = diagnostics.map { diagnostic in
            result(
                diagnostic, document: documents[diagnostic.file], fingerprints: &fingerprints, workingDirectory: invocation,
                tool: tool)
        }
        return .object(runMembers(tool) + [("results", .array(results))] + endMembers(invocation, properties))
    }

    /// A diagnostic's result, located relative to the invocation's working directory, its
    /// fingerprint counted in `fingerprints`; `document` is its file's, if the file parsed (else
    /// the fingerprint's YAML path is empty).
    static func result(
        _ diagnostic: Diagnostic, document: Document?, fingerprints: inout Fingerprints,
        workingDirectory invocation: Invocation, tool: Tool
    ) -> JSON {
        let file = artifactURI(diagnostic.file, invocation)
        let yamlPath = document.map { YAMLPath.to(diagnostic.mark, in: $0) } ?? ""
        let fingerprint = fingerprints.next(rule: diagnostic.rule, uri: file.uri, yamlPath: yamlPath)
        return result(diagnostic, file: artifactLocation(file), fingerprint: fingerprint, tool: tool)
    }

    private static func rule(_ rule: Diagnostic.RuleDescription) -> JSON {
        .object([
            ("id", .string(rule.id)), ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(rule.summary))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    /// A result located in `file`, with its fingerprint.
    private static func result(_ diagnostic: Diagnostic, file: JSON, fingerprint: String, tool: Tool) -> JSON {
        var members: [(String, JSON)] = [("ruleId", .string(diagnostic.rule))]
        if let index = tool.index(of: diagnostic.rule) { members.append(("ruleIndex", .integer(index))) }
        members += [
            ("level", .string(diagnostic.severity.rawValue)), ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(file, diagnostic.mark))])])),
        ]
        let related = diagnostic.notes.enumerated().map { index, note in relatedLocation(note, id: index, file: file) }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        return .object(members)
    }

    private static func physicalLocation(_ file: JSON, _ mark: Mark) -> JSON {
        .object([
            ("artifactLocation", file),
            ("region", .object([("startLine", .integer(mark.line)), ("startColumn", .integer(mark.column))])),
        ])
    }

    /// A note as a related location: at its own mark when it has one, else only its message.
    private static func relatedLocation(_ note: Diagnostic.Note, id: Int, file: JSON) -> JSON {
        var members: [(String, JSON)] = [("id", .integer(id))]
        if let mark = note.mark { members.append(("physicalLocation", physicalLocation(file, mark))) }
        members.append(("message", .object([("text", .string(note.message))])))
        return .object(members)
    }
}
