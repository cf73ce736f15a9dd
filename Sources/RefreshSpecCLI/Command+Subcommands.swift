import RefreshSpec

extension Command {
    /// The word that names the command after its parent's: `check` for `strings check`.
    static var word: String {
        help.name.split(separator: " ").last.map(String.init) ?? help.name
    }
}

/// Finding a subcommand (of `refreshspec` or of `strings`) by the word typed for it.
enum Subcommand {
    /// The command named `word`, or nil.
    static func named(_ word: String, in commands: [any Command.Type]) -> (any Command.Type)? {
        commands.first { $0.word == word }
    }

    /// The command named `word`; a usage error of `parent` otherwise, with the closest name
    /// when the word looks like a misspelt one: `Unknown subcommand 'valdate' (did you mean 'validate'?)`.
    static func named(_ word: String, in commands: [any Command.Type], parent: CommandHelp) throws(UsageError)
        -> any Command.Type
    {
        if let command = named(word, in: commands) { return command }
        let words = commands.map { $0.word }
        let suggestion = Suggestion.closest(to: word, among: words).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "Unknown subcommand '\(word)'\(suggestion)", help: parent)
    }
}
