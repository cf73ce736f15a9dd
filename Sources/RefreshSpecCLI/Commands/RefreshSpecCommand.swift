import Foundation
import RefreshReport
import RefreshSpec

/// The `refreshspec` command: dispatches to a subcommand, or prints help.
@main
enum RefreshSpecCommand {
    static let subcommands: [any Command.Type] = [
        InitCommand.self, ValidateCommand.self, RunCommand.self, TestCommand.self, RecordCommand.self, TreeCommand.self,
        StringsCommand.self, SchemaCommand.self, GenerateCommand.self, LSPCommand.self,
    ]

    static let help = CommandHelp(
        name: "refreshspec",
        abstract: "Describe, validate and replay MJRefresh-style pull-to-refresh behaviour written as YAML specs.",
        options: [versionFlag.help],
        subcommands: Subcommand.help(subcommands))

    static let versionFlag = Flag(name: "--version", abstract: "Show the version.")

    static func main() {
        TemporaryFiles.removeOnSignals()
        exit(Console.exitStatus(run(FileSystemNames.arguments)).rawValue)
    }

    static func run(_ words: [String]) -> ExitStatus {
        if words == [versionFlag.name] {
            Console.write(ToolInfo.version + "\n")
            return .success
        }
        // `help strings import` is `strings import --help`.
        let words = words.first == "help" && words.count > 1 ? Array(words.dropFirst()) + [Flag.showHelp.name] : words
        guard let first = words.first, !Flag.showHelp.names.contains(first), first != "help" else {
            Console.write(help.text)
            return .success
        }
        let command: any Command.Type
        do {
            command = try Subcommand.named(first, in: subcommands, parent: help)
        } catch {
            Console.report(error)
            return .usage
        }
        var arguments = Arguments(Array(words.dropFirst()), help: command.help)
        if arguments.wantsHelp {
            Console.write(command.help(for: arguments).text)
            return .success
        }
        do {
            return try command.init(arguments: &arguments).run()
        } catch {
            Console.report(error)
            return .usage
        }
    }
}
