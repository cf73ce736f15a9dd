/// `refreshspec strings <subcommand>`: the translator's tools: check, export, import, and the
/// list of built-in texts.
struct StringsCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        CheckStringsCommand.self, ExportStringsCommand.self, ImportStringsCommand.self, ListStringsCommand.self,
        PseudoStringsCommand.self,
    ]

    static let help = CommandHelp(
        name: "strings",
        abstract: "Check a spec's translations, export them for translators and import them back; list the built-in texts.",
        discussion: "Workflow: export, translate the exported files, import, check.",
        subcommands: Subcommand.help(subcommands))

    let command: any Command
}
