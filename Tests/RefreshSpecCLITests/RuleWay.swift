import Diagnostics
import Foundation
import RefreshCodegen
import RefreshLocalization
import RefreshRecord
import RefreshRunner
import RefreshSpec
@testable import RefreshSpecCLI
import YAML

/// How a rule example reaches its rule: the command a user runs in the example's folder, as the
/// example's `command` file names it. Where the command writes JSON (`validate`, `test`, `strings
/// check`), the built binary runs with `--format json` and the rule ids are read from that; the
/// others print text without rule ids, so the library calls the command makes are made here,
/// the same way, and their diagnostics kept.
enum RuleWay: String, CaseIterable, Sendable {
    case validate
    case test
    /// `test --update`: record mode's problems (`expectation-not-recorded`), then the test of the
    /// spec as rewritten.
    case testUpdate = "test --update"
    case stringsCheck = "strings check"
    /// `strings import` from the example's `l10n/` folder.
    case stringsImport = "strings import"
    case generateSwift = "generate swift"

    /// The command line as a user types it in the example's folder.
    var commandLine: String {
        let command = "refreshspec \(rawValue) \(RuleExample.specFile)"
        return self == .stringsImport ? command + " --from \(Self.translations)" : command
    }

    /// The folder of translations `strings import` reads.
    static let translations = "l10n"

    /// Everything the command reports on the files in `folder`, in the order it reports them,
    /// each diagnostic's file relative to the folder.
    func diagnostics(in folder: URL) throws -> [Diagnostic] {
        switch self {
        case .validate, .test, .stringsCheck: try Self.reported(by: rawValue.split(separator: " ").map(String.init), in: folder)
        case .testUpdate: try Self.updated(in: folder)
        case .stringsImport: try Self.imported(in: folder)
        case .generateSwift: try Self.generated(in: folder)
        }
    }

    /// Runs the binary with `--format json` and reads its diagnostics and failed expectations.
    private static func reported(by command: [String], in folder: URL) throws -> [Diagnostic] {
        let result = try CommandRunner.run(command + ["--format", "json", RuleExample.specFile], in: folder)
        guard result.status <= 1, result.stderr.isEmpty else {
            throw RuleExampleProblem("refreshspec \(command.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        let report = try JSONDecoder().decode(ReportJSON.self, from: Data(result.stdout.utf8))
        return try (report.files ?? report.specs ?? []).flatMap { try $0.problems() }
    }

    /// What `test --update` does with one spec: rewrite the expectations that failed (in memory),
    /// say which it could not, then test the spec as rewritten.
    private static func updated(in folder: URL) throws -> [Diagnostic] {
        let loaded = Spec.load(source: try spec(in: folder))
        guard let spec = loaded.spec, let recorder = ExpectationRecorder(loaded: loaded) else { return tested(loaded) }
        let report = SpecRunner().run(spec, path: loaded.source.path)
        do {
            let recording = try recorder.update(report, mode: .failed)
            return recording.problems + tested(recording.reloaded)
        } catch {
            return [error] + tested(loaded)
        }
    }

    /// What `test` reports of a loaded spec: its diagnostics, then its failed expectations.
    private static func tested(_ loaded: LoadResult) -> [Diagnostic] {
        let checked = loaded.warningOfNothingTested
        return checked.diagnostics + (checked.spec.map { SpecRunner().run($0, path: loaded.source.path).failures } ?? [])
    }

    /// What `strings import` reports: the spec's diagnostics, then a translation file that does
    /// not read, an import that cannot be written in place, or the errors it would give the spec.
    private static func imported(in folder: URL) throws -> [Diagnostic] {
        let loaded = Spec.load(source: try spec(in: folder))
        guard loaded.spec != nil else { return loaded.diagnostics }
        let translations: TranslationFolder
        do {
            translations = try TranslationFolder(path: folder.appendingPathComponent(Self.translations).path)
        } catch {
            switch error {
            case .malformed(var diagnostic, _):
                diagnostic.file = String(diagnostic.file.dropFirst(folder.path.count + 1))
                return loaded.diagnostics + [diagnostic]
            case .unusable(let path, let reason):
                throw RuleExampleProblem("strings import cannot use \(path): \(reason)")
            }
        }
        guard translations.warnings.isEmpty else {
            throw RuleExampleProblem("strings import warns: " + translations.warnings.map(\.rendered).joined())
        }
        do {
            guard case .invalid(let edited) = try StringsImport.apply(translations.locales, to: loaded) else {
                return loaded.diagnostics
            }
            return loaded.diagnostics + edited.diagnostics.errors
        } catch {
            return loaded.diagnostics + [error]
        }
    }

    /// What `generate swift` reports: the spec's diagnostics, then what the code cannot express.
    private static func generated(in folder: URL) throws -> [Diagnostic] {
        let loaded = Spec.load(source: try spec(in: folder))
        guard let spec = loaded.spec else { return loaded.diagnostics }
        let options = GenerateOptions(toolVersion: ToolInfo.version)
        let generated = SwiftGenerator.generate(spec, strings: loaded.strings, file: loaded.source.path, options: options)
        if let problem = GenerateSwiftCommand.fileNameProblem(of: generated, in: loaded, file: loaded.source.path) {
            return loaded.diagnostics + [problem]
        }
        return loaded.diagnostics + generated.diagnostics
    }

    /// The example's spec, named by its path in the folder as the commands above are given it.
    private static func spec(in folder: URL) throws -> Source {
        let data = try Data(contentsOf: folder.appendingPathComponent(RuleExample.specFile))
        return Source(path: RuleExample.specFile, bytes: Array(data))
    }
}

/// `validate --format json` (`files`) and `test --format json` (`specs`, with each scenario's
/// failed expectations): only what holds diagnostics.
private struct ReportJSON: Decodable {
    struct File: Decodable {
        var diagnostics: [DiagnosticJSON]
        var scenarios: [Scenario]?

        /// The file's diagnostics, then each scenario's failures, as `test` lists them.
        func problems() throws -> [Diagnostic] {
            try (diagnostics + (scenarios ?? []).flatMap(\.failures)).map { try $0.diagnostic() }
        }
    }

    struct Scenario: Decodable {
        var failures: [DiagnosticJSON]
    }

    var files: [File]?
    var specs: [File]?
}

/// A diagnostic as the JSON outputs write it, read back into the one `Diagnostic` type.
private struct DiagnosticJSON: Decodable {
    struct Note: Decodable {
        var message: String
        var line: Int?
        var column: Int?
    }

    var severity: String
    var rule: String
    var message: String
    var file: String
    var line: Int
    var column: Int
    var notes: [Note]

    func diagnostic() throws -> Diagnostic {
        guard let rule = RuleModules.rule(rule), let severity = Diagnostic.Severity(rawValue: severity) else {
            throw RuleExampleProblem("a diagnostic of no known rule or severity: \(rule), \(severity)")
        }
        let notes = notes.map { note in
            Diagnostic.Note(note.message, at: note.line.map { Mark(line: $0, column: note.column ?? 1) })
        }
        var diagnostic = Diagnostic(
            Diagnostic.Message(rule, message), file: file, at: Mark(line: line, column: column), notes: notes)
        diagnostic.severity = severity
        return diagnostic
    }
}
