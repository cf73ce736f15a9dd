extension Command {
    /// The help `--help` shows for these arguments: the command's own, unless it has
    /// subcommands and the arguments name one.
    static func help(for arguments: Arguments) -> CommandHelp {
        help
    }
}
