import Foundation
import RefreshRecord
import RefreshReport
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec record FILE`: adds the expectations of scenarios that have gestures and none.
struct RecordCommand: Command {
    static let fileArgument = Positional.specFile("The spec to write expectations into.")
    static let scenarioOption = Option<String?>(
        "--scenario", valueName: "<name>",
        abstract: "Record only the scenario with this name, or the one scenario whose name contains it, ignoring case.")
    static let everyStepFlag = Flag(
        name: "--every-step", abstract: "Add an expectation after every step, not only after steps that change a state.")

    static let help = CommandHelp(
        name: "record",
        abstract: "Run a spec's scenarios that have no expectations and write what happened into them as expect steps.",
        discussion: """
            After each step that changed a component's state (every step with --every-step; the last step when \
            none does), an expect step is added with the state, text and pulling percent of the components that \
            changed and the scroll view's offset and insets, in the file's own style. Only the new lines are \
            written; every other byte stays. Scenarios that already have expectations are left to 'refreshspec \
            test --update'. Under CI (the CI environment variable set) record writes only with --force.
            """,
        argument: fileArgument,
        options: [scenarioOption.help, everyStepFlag.help] + RecordOptions.help)

    var file: String
    var scenario: String?
    var everyStep: Bool
    var options: RecordOptions

    init(arguments: inout Arguments) throws(UsageError) {
        scenario = try arguments.value(Self.scenarioOption)
        everyStep = arguments.flag(Self.everyStepFlag)
        options = RecordOptions(arguments: &arguments)
        file = try arguments.values(of: Self.fileArgument)[0]
        guard file != "-" else {
            throw arguments.usageError("record writes into a spec file in place; name the file instead of '-'")
        }
        if let refusal = options.refusal(arguments) { throw refusal }
    }

    func run() -> ExitStatus {
        // Taken before reading: a change made from here on is caught before the file is replaced.
        let stamp = OutputFile.Stamp(path: file)
        let spec: Spec
        let loaded: LoadResult
        switch SpecFile.load(file) {
        case .success(let file): (spec, loaded) = file
        case .failure(let failure): return failure.status
        }
        var scenario = scenario
        if let part = scenario {
            do {
                scenario = try ScenarioNames.pickOne(part, among: spec.scenarios.map(\.name), in: file, help: Self.help)
            } catch {
                Console.report(error)
                return .usage
            }
        }
        guard let recorder = ExpectationRecorder(loaded: loaded) else { return .failure }
        let report = SpecRunner(scenario: scenario).run(spec, path: loaded.source.path)
        let recording: Recording
        let outcomes: [(String, ExpectationRecorder.ScenarioOutcome)]
        do {
            (recording, outcomes) = try recorder.record(report, everyStep: everyStep)
        } catch {
            Console.report([error], quoting: loaded.source)
            return .failure
        }
        Console.report(recording.problems, quoting: loaded.source)
        for (name, outcome) in outcomes {
            Console.write("scenario '\(TerminalText.visible(name))': \(Self.describe(outcome))\n")
        }
        if !recording.changed {
            Console.write("\(file): nothing recorded\n")
        } else if options.dryRun {
            Console.write(recording.unifiedDiff(path: file) + "\(file): \(recording.summary) (dry run: nothing written)\n")
        } else {
            guard OutputFile.write(Data(recording.bytes), to: file, unchangedSince: stamp) else { return .usage }
            Console.write("\(file): \(recording.summary)\n")
        }
        return recording.problems.isEmpty ? .success : .failure
    }

    private static func describe(_ outcome: ExpectationRecorder.ScenarioOutcome) -> String {
        switch outcome {
        case .recorded(0): "nothing recorded"
        case .recorded(let count): "\(count) \(count == 1 ? "expectation" : "expectations") recorded"
        case .hasExpectations: "already has expectations; 'refreshspec test --update' keeps them true"
        case .noSteps: "has no steps"
        }
    }
}
