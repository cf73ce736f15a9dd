/// A command whose first word names one of its subcommands (`strings check`, `generate swift`):
/// it parses that word, hands the rest to the subcommand and runs it.
protocol CommandGroup: Command {
    /// The subcommands, in the order help lists them.
    static var subcommands: [any Command.Type] { get }

    /// The group holding `command`, the subcommand parsed from the words after the group's name.
    init(command: any Command)

    /// The subcommand to run, with its arguments parsed.
    var command: any Command { get }
}

extension CommandGroup {
    init(arguments: inout Arguments) throws(UsageError) {
        guard let name = arguments.words.first else { throw arguments.usageError("missing subcommand") }
        let type = try Subcommand.named(name, in: Self.subcommands, parent: Self.help)
        var rest = Arguments(Array(arguments.words.dropFirst()), help: type.help)
        self.init(command: try type.init(arguments: &rest))
    }

    func run() -> ExitStatus {
        command.run()
    }

    /// The subcommand's help when the arguments name one (`strings check --help`).
    static func help(for arguments: Arguments) -> CommandHelp {
        arguments.words.first.flatMap { Subcommand.named($0, in: subcommands) }?.help ?? help
    }
}
