/// `refreshspec generate <subcommand>`: code an app compiles, made from specs.
struct Generate: Command {
    static let subcommands: [any Command.Type] = [GenerateSwift.self]

    static let help = CommandHelp(
        name: "generate",
        abstract: "Write the code an app compiles from specs: the MJRefresh set-up and its String Catalog.",
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

    /// The subcommand's help when the arguments name one (`generate swift --help`).
    static func help(for arguments: Arguments) -> CommandHelp {
        arguments.words.first.flatMap { Subcommand.named($0, in: subcommands) }?.help ?? help
    }
}
