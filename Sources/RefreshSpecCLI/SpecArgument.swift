/// The one spec file a command works on (`run`, `tree`, `strings export`, `strings import`).
enum SpecArgument {
    /// The single positional argument; a usage error when there are none or several.
    static func single(_ arguments: inout Arguments, help: CommandHelp) throws(UsageError) -> String {
        let paths = try arguments.positionals()
        guard paths.count == 1 else {
            throw UsageError(message: paths.isEmpty ? "Missing expected argument '<file>'" : "Expected one spec file", help: help)
        }
        return paths[0]
    }
}
