import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec run FILE`: replays a spec's scenarios and reports every step.
struct RunCommand: Command {
    /// How the replay is written.
    enum Format: String, OptionChoice {
        /// A table of every step, for people.
        case table
        /// One JSON document.
        case json
        /// A JSON object per line: a step, a failure, a summary.
        case jsonl
        /// A picture of every step.
        case svg
        /// A plot per scenario of the offset, thresholds and states against virtual time.
        case timeline

        var helpText: String {
            switch self {
            case .svg: "svg (a picture of every step)"
            case .timeline: "timeline (offsets, thresholds and states over time)"
            default: rawValue
            }
        }
    }

    static let fileArgument = Positional.specFile("The spec to run.")
    static let scenarioOption = Option<String?>(
        "--scenario", valueName: "<name>",
        abstract: "Run only the scenario with this name, or the one scenario whose name contains it, ignoring case "
            + "(an exact name wins; none or several is a usage error that lists them).")
    static let localeOption = Option.locale(abstract: "Show labels in this locale instead of each scenario's own.")
    static let formatOption = Option<Format>.format(default: .table)
    static let layoutFlag = Flag(
        name: "--layout",
        abstract: "JSON: give each component's subview frames after every step (stateLabel, lastUpdatedLabel, arrow, "
            + "indicator, gif), as tree gives them at the start.")
    static let outputOption: Option<String?> = OutputFolderOption.option(
        abstract: "Also write each scenario's picture to <dir>/<spec>--<scenario>.svg (folders created when missing).",
        default: nil, wrap: { $0 })

    static let help = CommandHelp(
        name: "run",
        abstract: "Replay a spec's scenarios and show the text and state of every component after each step.",
        discussion: """
            The table lists each component's thresholds under a scenario's heading (header: shows below offsetY -64 \
            (-insetTop 64), pulls below -118 (-64 - height 54)), and again under a step that moves them. \
            Failed expectations are reported on standard error, marked in the table (expect ✗, the failed checks \
            under the row) and listed as "failures" in JSON; the exit status is then 1.
            """,
        argument: fileArgument,
        options: [
            scenarioOption.help, localeOption.help, formatOption.help, layoutFlag.help, outputOption.help,
            OutputFolder.allowOutsideFlag.help,
        ])

    var file: String
    var scenario: String?
    var locale: String?
    var format: Format
    var layout: Bool
    var output: OutputFolder?

    init(arguments: inout Arguments) throws(UsageError) {
        scenario = try arguments.value(Self.scenarioOption)
        locale = try arguments.value(Self.localeOption)
        format = try arguments.value(Self.formatOption)
        layout = arguments.flag(Self.layoutFlag)
        let allowsOutside = arguments.flag(OutputFolder.allowOutsideFlag)
        output = try arguments.value(Self.outputOption).map { OutputFolder(path: $0, allowsOutside: allowsOutside) }
        file = try arguments.values(of: Self.fileArgument)[0]
    }

    func run() -> ExitStatus {
        let spec: Spec
        let source: Source
        switch SpecFile.load(file) {
        case .success(let loaded): (spec, source) = (loaded.spec, loaded.file.source)
        case .failure(let failure): return failure.status
        }
        var scenario = scenario
        if let part = scenario {
            do {
                scenario = try ScenarioNames.pickOne(part, among: spec.scenarios.map(\.name), in: source.path, help: Self.help)
            } catch {
                Console.report(error)
                return .usage
            }
        }
        if let locale { ToolMessage.warnOfMistakenLocale(locale, in: spec) }
        // Pictures draw a scenario's first steps only: a run that prints nothing else keeps no more.
        let picturesOnly = format == .svg || format == .timeline
        let report = SpecRunner(scenario: scenario, locale: locale, keptSteps: picturesOnly ? DrawnSteps.limit : .max)
            .run(spec, path: source.path)
        if let output {
            let names = RunPicture.fileNames(report)
            if let problem = output.problem(names: names) {
                Console.report(problem.message)
                return .usage
            }
            for (index, name) in names.enumerated() {
                guard OutputFile.write(RunPicture.render(report, scenario: index), to: output.path(of: name)) else {
                    return .usage
                }
            }
        }
        switch format {
        case .table: Console.write(RunTable(colors: Console.useColors).render(report))
        case .json: Self.stream { RunJSON.write(report, layout: layout, to: $0) }
        case .jsonl: Self.stream { RunJSON.lines(report, layout: layout, to: $0) }
        case .svg: Console.write(RunPicture.render(report))
        case .timeline: Console.write(Timeline.render(report))
        }
        Console.report(report.failures, quoting: source)
        return report.failures.isEmpty ? .success : .failure
    }

    /// Writes what `render` hands out through a 64 KiB buffer, never holding the whole output.
    private static func stream(_ render: ((String) -> Void) -> Void) {
        var buffer = StandardOutputBuffer()
        render { buffer.write($0) }
        buffer.flush()
    }
}
