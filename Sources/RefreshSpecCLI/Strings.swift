/// `refreshspec strings <subcommand>`: the translator's tools: check, export, import, and the
/// list of built-in texts.
struct Strings: CommandGroup {
    static let subcommands: [any Command.Type] = [
        CheckStrings.self, ExportStrings.self, ImportStrings.self, ListStrings.self,
    ]

    static let help = CommandHelp(
        name: "strings",
        abstract: "Check a spec's translations, export them for translators and import them back; list the built-in texts.",
        discussion: "Workflow: export, translate the exported files, import, check.",
        subcommands: Subcommand.help(subcommands))

    let command: any Command
}
