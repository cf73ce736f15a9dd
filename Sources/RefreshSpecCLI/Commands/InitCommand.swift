import Diagnostics
import Foundation
import RefreshRecord
import RefreshRunner
import RefreshSpec
import YAML

/// `refreshspec init [NAME]`: writes a starter spec whose expectations were recorded from a run.
struct InitCommand: Command {
    static let nameArgument = Positional(
        name: "<name>", repeats: false,
        abstract: "The spec's name and file name: <dir>/<name>.yaml (default: feed, or carousel for a trailer).",
        isOptional: true)
    static let componentOption = Option<StarterSpec.Component?>(
        "--component", valueName: "<component>",
        abstract: "header, back-footer, auto-footer, trailer, righter or observer; repeat for several (default: header).",
        default: nil
    ) { word throws(InvalidValue) in
        guard let component = StarterSpec.Component(rawValue: word) else {
            throw InvalidValue(hint: "choose one of " + StarterSpec.Component.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return component
    }
    static let localeOption = Option.locale(
        abstract: "A locale whose texts the spec's strings hold; repeat for several, the first is the default (default: en).")
    static let outputOption: Option<String> = OutputFolderOption.option(
        abstract: "The folder the spec goes in (default: specs; created when missing).", default: "specs", wrap: { $0 })

    static let help = CommandHelp(
        name: "init",
        abstract: "Write a starter spec for a typical screen, its expectations recorded from a run.",
        discussion: """
            The spec is commented: where each component shows and pulls, and why. It has a scenario of gestures per \
            component, with the expect steps 'refreshspec record' writes, and passes 'validate --strict' and \
            'test'. An existing file is never overwritten.
            """,
        argument: nameArgument,
        options: [componentOption.help, localeOption.help, outputOption.help, OutputFolder.allowOutsideFlag.help])

    var starter: StarterSpec
    var folder: OutputFolder

    init(arguments: inout Arguments) throws(UsageError) {
        var components = try arguments.values(Self.componentOption)
        let locales = try arguments.values(Self.localeOption)
        folder = OutputFolder(
            path: try arguments.value(Self.outputOption), allowsOutside: arguments.flag(OutputFolder.allowOutsideFlag))
        let names = try arguments.values(of: Self.nameArgument)
        if components.isEmpty { components = [.header] }
        components = StarterSpec.Component.allCases.filter(components.contains)
        if let conflict = StarterSpec.conflict(among: components) { throw arguments.usageError(conflict) }
        let name = names.first ?? (components.contains(where: \.isHorizontal) ? "carousel" : "feed")
        guard Self.isUsableName(name) else {
            throw arguments.usageError(
                "the name '\(name)' is not usable as a file and string key name; use letters, digits, '.', '_' and '-', starting with a letter"
            )
        }
        var seen: Set<String> = []
        starter = StarterSpec(
            name: name, components: components, locales: (locales.isEmpty ? ["en"] : locales).filter { seen.insert($0).inserted })
    }

    /// A letter, then at most 99 letters, digits, `.`, `_` or `-`: a file name and a string key prefix.
    private static func isUsableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            name.unicodeScalars.count <= 100
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
        }
    }

    func run() -> ExitStatus {
        let path = folder.path(of: starter.name + ".yaml")
        guard !FileManager.default.fileExists(atPath: path) else {
            Console.report(.existingSpec(path))
            return .usage
        }
        if let problem = folder.problem(names: [starter.name + ".yaml"]) {
            Console.report(problem.message)
            return .usage
        }
        let recording: Recording
        do {
            recording = try recorded(Source(path: path, bytes: Array(starter.text.utf8)))
        } catch {
            Console.report([error], quoting: Source(path: path, bytes: Array(starter.text.utf8)))
            Console.report(.starterHasProblems(path))
            return .failure
        }
        guard OutputFile.write(Data(recording.bytes), to: path) else { return .usage }
        let scenarios = recording.reloaded.spec?.scenarios.count ?? 0
        Console.write(
            "\(path): written, \(scenarios) \(scenarios == 1 ? "scenario" : "scenarios") and \(recording.summary)\n"
                + "Next: refreshspec test \(path)\n")
        return .success
    }

    /// The starter with its expectations recorded: after each step that changed a state, and
    /// after every step of a scenario only a scroll observer reacts to. Throws the first
    /// problem the recorded spec has (none should).
    private func recorded(_ source: Source) throws(Diagnostic) -> Recording {
        let loaded = Spec.load(source: source)
        guard let spec = loaded.spec, let recorder = ExpectationRecorder(loaded: loaded) else {
            throw loaded.diagnostics.first ?? Diagnostic(.starterUnusable, file: source.path, at: .start)
        }
        let report = SpecRunner().run(spec, path: source.path)
        let (recording, _) = try recorder.record(report, everyStepOf: starter.observerScenarios.contains)
        if let problem = recording.reloaded.diagnostics.first { throw problem }
        return recording
    }
}

extension Diagnostic.Message {
    /// The starter spec did not load: a defect of `init`, reported rather than written.
    static var starterUnusable: Self {
        Self(RunRule.expectationNotRecorded, "the starter spec does not load; nothing was written")
    }
}

extension ToolMessage {
    /// The starter spec has a problem: a defect of `init`, for its maintainers.
    static func starterHasProblems(_ path: String) -> ToolMessage {
        ToolMessage(
            severity: .error,
            text: "the starter for '\(path)' has the problem above, which init should not make; nothing was written")
    }

    /// `init` never overwrites a spec.
    static func existingSpec(_ path: String) -> ToolMessage {
        ToolMessage(severity: .error, text: "'\(path)' exists; init never overwrites a spec: give another name")
    }
}
