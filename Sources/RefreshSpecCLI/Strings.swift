/// `refreshspec strings <subcommand>`: the translator's tools: check, export, import, and the
/// list of built-in texts.
struct Strings: Command {
    static let subcommands: [any Command.Type] = [
        CheckStrings.self, ExportStrings.self, ImportStrings.self, ListStrings.self,
    ]

    static let help = CommandHelp(
        name: "strings",
        abstract: "Check a spec's translations, export them for translators and import them back; list the built-in texts.",
        discussion: "Workflow: export, translate the exported files, import, check.",
        subcommands: Subcommand.help(subcommands))

    /// The subcommand to run, with its arguments parsed.
    let command: any Command

    init(arguments: inout Arguments) throws(UsageError) {
        guard let name = arguments.words.first else { throw arguments.usageError("Missing subcommand") }
        let type = try Subcommand.named(name, in: Self.subcommands, parent: Self.help)
        var rest = Arguments(Array(arguments.words.dropFirst()), help: type.help)
        command = try type.init(arguments: &rest)
    }

    func run() -> ExitStatus {
        command.run()
    }

    /// The subcommand's help when the arguments name one (`strings check --help`).
    static func help(for arguments: Arguments) -> CommandHelp {
        arguments.words.first.flatMap { Subcommand.named($0, in: subcommands) }?.help ?? help
    }
}
