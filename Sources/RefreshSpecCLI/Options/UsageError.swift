/// A command line that cannot be used: the message, and the command whose usage to show.
struct UsageError: Error {
    var message: String
    var help: CommandHelp

    /// `refreshspec: error: …` as every complaint of the tool begins, then the usage line and
    /// where to read more.
    var text: String {
        ToolMessage(severity: .error, text: message).rendered
            + "Usage: \(help.usage)\n  See 'refreshspec \(help.name == "refreshspec" ? "" : help.name + " ")--help' for more information.\n"
    }
}
