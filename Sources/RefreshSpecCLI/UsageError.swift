/// A command line that cannot be used: the message, and the command whose usage to show.
struct UsageError: Error {
    var message: String
    var help: CommandHelp

    /// `Error: …`, the usage line and where to read more (STYLE.md 5).
    var text: String {
        "Error: \(message)\nUsage: \(help.usage)\n  See 'refreshspec \(help.name == "refreshspec" ? "" : help.name + " ")--help' for more information.\n"
    }
}
