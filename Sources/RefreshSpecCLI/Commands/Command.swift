import RefreshSpec

/// A subcommand of `refreshspec`: it describes itself for help, parses its own arguments and
/// runs to an exit status.
protocol Command: Sendable {
    /// Name, summary, argument and options, for `--help` and usage errors.
    static var help: CommandHelp { get }

    /// The help `--help` shows for the words after the command's name: the command's own,
    /// unless it has subcommands and the words name one (`strings check --help`).
    static func help(for arguments: Arguments) -> CommandHelp

    /// Parses the arguments after the subcommand's name.
    init(arguments: inout Arguments) throws(UsageError)

    /// Does the work; returns the process exit status.
    func run() -> ExitStatus
}

extension Command {
    static func help(for arguments: Arguments) -> CommandHelp {
        help
    }

    /// The word that names the command after its parent's: `check` for `strings check`.
    static var word: String {
        help.name.split(separator: " ").last.map(String.init) ?? help.name
    }
}

/// The exit statuses of every command (SPEC.md §9).
enum ExitStatus: Int32 {
    /// Every spec checked out and every expectation held (warnings allowed unless `--strict`).
    case success = 0
    /// A spec has errors, or an expectation failed.
    case failure = 1
    /// The command line or a file could not be used.
    case usage = 2
}

/// Finding a subcommand (of `refreshspec` or of `strings`) by the word typed for it.
enum Subcommand {
    /// The command named `word`, or nil.
    static func named(_ word: String, in commands: [any Command.Type]) -> (any Command.Type)? {
        commands.first { $0.word == word }
    }

    /// The command named `word`; a usage error of `parent` otherwise, with the closest name
    /// when the word looks like a misspelt one: `unknown subcommand 'valdate' (did you mean 'validate'?)`.
    /// The parent's help, which describes every subcommand, is made only for that error.
    static func named(_ word: String, in commands: [any Command.Type], parent: @autoclosure () -> CommandHelp)
        throws(UsageError)
        -> any Command.Type
    {
        if let command = named(word, in: commands) { return command }
        let words = commands.map { $0.word }
        let suggestion = Suggestion.closest(to: word, among: words).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "unknown subcommand '\(word)'\(suggestion)", help: parent())
    }

    /// The `SUBCOMMANDS:` lines of a command group.
    static func help(_ commands: [any Command.Type]) -> [(word: String, abstract: String)] {
        commands.map { ($0.word, $0.help.abstract) }
    }
}
