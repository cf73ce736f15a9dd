/// `refreshspec generate <subcommand>`: code an app compiles, made from specs.
struct GenerateCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [GenerateSwiftCommand.self]

    static let help = CommandHelp(
        name: "generate",
        abstract: "Write the code an app compiles from specs: the MJRefresh set-up and its String Catalog.",
        subcommands: Subcommand.help(subcommands))

    let command: any Command
}
