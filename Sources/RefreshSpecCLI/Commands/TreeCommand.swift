import RefreshReport
import RefreshRunner
import RefreshSpec

/// `refreshspec tree FILE`: the component tree a spec builds.
struct TreeCommand: Command {
    static let fileArgument = Positional.specFile("The spec to assemble.")
    static let localeOption = Option.locale(abstract: "Show labels in this locale (default: the spec's defaultLocale).")

    static let help = CommandHelp(
        name: "tree",
        abstract: "Show the component tree a spec builds: frames, colors, fonts, texts and thresholds.",
        argument: fileArgument,
        options: [localeOption.help])

    var file: String
    var locale: String?

    init(arguments: inout Arguments) throws(UsageError) {
        locale = try arguments.value(Self.localeOption)
        file = try arguments.values(of: Self.fileArgument)[0]
    }

    func run() -> ExitStatus {
        switch SpecFile.load(file) {
        case .success(let loaded):
            if let locale { ToolMessage.warnOfMistakenLocale(locale, in: loaded.spec) }
            Console.write(TreeRenderer.render(AssembledSpec(spec: loaded.spec, locale: locale ?? loaded.spec.defaultLocale)))
            return .success
        case .failure(let failure):
            return failure.status
        }
    }
}
