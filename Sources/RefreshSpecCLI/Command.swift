/// A subcommand of `refreshspec`: it describes itself for help, parses its own arguments and
/// runs to an exit status.
protocol Command: Sendable {
    /// Name, summary, usage and options, for `--help`.
    static var help: CommandHelp { get }

    /// The help `--help` shows for the words after the command's name (see `Command+Help.swift`).
    static func help(for arguments: Arguments) -> CommandHelp

    /// Parses the arguments after the subcommand's name.
    init(arguments: inout Arguments) throws(UsageError)

    /// Does the work; returns the process exit status.
    func run() -> ExitStatus
}

/// The exit statuses of every command (SPEC.md §9).
enum ExitStatus: Int32 {
    /// Everything was fine.
    case success = 0
    /// A spec has errors, or an expectation failed.
    case failure = 1
    /// The command line or a file could not be used.
    case usage = 2
}
