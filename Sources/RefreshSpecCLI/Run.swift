import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec run FILE`: replays a spec's scenarios and reports every step.
struct Run: Command {
    static let help = CommandHelp(
        name: "run",
        abstract: "Replay a spec's scenarios and show the text and state of every component after each step.",
        usage: "refreshspec run <file> [--scenario <name>] [--locale <locale>] [--format <format>]",
        discussion: """
            Failed expectations are reported on standard error, marked in the table (expect ✗, the failed checks \
            under the row) and listed as "failures" in JSON; the exit status is then 1.
            """,
        arguments: [.init(name: "<file>", text: "The spec to run.")],
        options: [
            .init(name: "--scenario <name>", text: "Run only the scenario with this name."),
            .init(name: "--locale <locale>", text: "Show labels in this locale instead of each scenario's own."),
            .init(name: "--format <format>", text: "table, json, jsonl or svg (a picture of every step) (default: table)"),
        ])

    var file: String
    var scenario: String?
    var locale: String?
    var format: String

    init(arguments: inout Arguments) throws(UsageError) {
        scenario = try arguments.option("--scenario")
        locale = try arguments.localeOption()
        format = try arguments.choice("--format", ["table", "json", "jsonl", "svg"], default: "table")
        file = try SpecArgument.single(&arguments, help: Self.help)
    }

    func run() -> ExitStatus {
        let spec: Spec
        let source: Source
        switch SpecFile.load(file) {
        case .success(let loaded): (spec, source) = (loaded.spec, loaded.file.source)
        case .failure(let failure): return failure.status
        }
        if let scenario, !spec.scenarios.contains(where: { $0.name == scenario }) {
            let names = spec.scenarios.map { "'\($0.name)'" }.joined(separator: ", ")
            let known = names.isEmpty ? "it has no scenarios" : "it has \(names)"
            Output.error(UsageError(message: "No scenario named '\(scenario)' in \(source.path); \(known)", help: Self.help).text)
            return .usage
        }
        let report = Runner(scenario: scenario, locale: locale).run(spec, path: source.path)
        switch format {
        case "json": Output.write(RunJSON.report(report).serialized() + "\n")
        case "jsonl": Output.write(RunJSON.lines(report))
        case "svg": Output.write(RunPicture.render(report))
        default: Output.write(RunTable(colors: Output.useColors).render(report))
        }
        let renderer = DiagnosticRenderer(colors: Output.errorUsesColors)
        for failure in report.failures {
            Output.error(renderer.render(failure, sourceLine: source.lineText(failure.mark.line)))
        }
        return report.failures.isEmpty ? .success : .failure
    }
}
