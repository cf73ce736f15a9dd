import RefreshReport

/// `refreshspec schema`: the JSON Schema of the spec language, for editors and CI.
struct SchemaCommand: Command {
    static let help = CommandHelp(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec language.",
        discussion: """
            Generated from the tables the decoder reads. Save it and point yaml-language-server at it with
            '# yaml-language-server: $schema=<path or URL>' on a spec's first line.
            """)

    init(arguments: inout Arguments) throws(UsageError) {
        try arguments.expectNoMore()
    }

    func run() -> ExitStatus {
        Console.write(JSONSchema.spec().prettyPrinted() + "\n")
        return .success
    }
}
