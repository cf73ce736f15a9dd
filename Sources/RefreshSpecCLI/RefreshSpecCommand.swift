import Foundation
import RefreshReport
import RefreshSpec

/// The `refreshspec` command: dispatches to a subcommand, or prints help.
@main
enum RefreshSpecCommand {
    static let subcommands: [any Command.Type] = [
        Validate.self, Run.self, Test.self, Tree.self, Strings.self, Schema.self,
    ]

    static let help = CommandHelp(
        name: "refreshspec",
        abstract: "Describe, validate and replay MJRefresh-style pull-to-refresh behaviour written as YAML specs.",
        usage: "refreshspec <subcommand>",
        options: [.init(name: "--version", text: "Show the version.")],
        subcommands: subcommands.map { .init(name: $0.help.name, text: $0.help.abstract) })

    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())).rawValue)
    }

    static func run(_ words: [String]) -> ExitStatus {
        if words == ["--version"] {
            Output.write(ToolInfo.version + "\n")
            return .success
        }
        guard let first = words.first, first != "-h", first != "--help", first != "help" else {
            let topic = words.count > 1 && words[0] == "help" ? words[1] : nil
            if let command = subcommands.first(where: { $0.help.name == topic }) {
                Output.write(command.help.text)
            } else {
                Output.write(help.text)
            }
            return .success
        }
        guard let command = subcommands.first(where: { $0.help.name == first }) else {
            Output.error(UsageError(message: "Unknown subcommand '\(first)'", help: help).text)
            return .usage
        }
        var arguments = Arguments(Array(words.dropFirst()), help: command.help)
        if arguments.wantsHelp {
            Output.write(command.help(for: arguments).text)
            return .success
        }
        do {
            return try command.init(arguments: &arguments).run()
        } catch {
            Output.error(error.text)
            return .usage
        }
    }
}
