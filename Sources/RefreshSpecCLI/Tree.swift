import RefreshReport
import RefreshRunner
import RefreshSpec

/// `refreshspec tree FILE`: the component tree a spec builds.
struct Tree: Command {
    static let help = CommandHelp(
        name: "tree",
        abstract: "Show the component tree a spec builds: frames, colors, fonts and texts.",
        usage: "refreshspec tree <file> [--locale <locale>]",
        arguments: [.init(name: "<file>", text: "The spec to assemble.")],
        options: [.init(name: "--locale <locale>", text: "Show labels in this locale (default: the spec's defaultLocale).")])

    var file: String
    var locale: String?

    init(arguments: inout Arguments) throws(UsageError) {
        locale = try arguments.localeOption()
        file = try SpecArgument.single(&arguments, help: Self.help)
    }

    func run() -> ExitStatus {
        switch SpecFile.load(file) {
        case .success(let loaded):
            Output.write(TreeRenderer.render(EngineTree(spec: loaded.spec, locale: locale ?? loaded.spec.defaultLocale)))
            return .success
        case .failure(let failure):
            return failure.status
        }
    }
}
