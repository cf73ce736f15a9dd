import Diagnostics
import Foundation
import RefreshReport
import YAML

/// One rule's example, `Tests/Fixtures/RuleExamples/<rule>/`: `triggers/` holds the files a user
/// would have (a `spec.yaml`, and for `strings import` its translations in `l10n/`) that give the
/// rule, `clean/` the same files with the mistake fixed, and `command` how the rule is reached
/// (a ``RuleWay``).
///
/// A line ending in `# RuleExampleTests writes this line N times` is written N times before the
/// example runs (``expanded(_:)``): the limits of 1,000 diagnostics and failed expectations need
/// more than 1,000 of them, which a file of copied lines would show no better.
struct RuleExample: Sendable {
    /// The triggering example or the fixed one.
    enum Side: String, CaseIterable, Sendable {
        case triggers, clean
    }

    static let root = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/RuleExamples")
    /// The spec every example has, the file the commands are given.
    static let specFile = "spec.yaml"

    let rule: String
    let way: RuleWay

    init(rule: String) throws {
        self.rule = rule
        let command = Self.root.appendingPathComponent(rule).appendingPathComponent("command")
        guard FileManager.default.fileExists(atPath: command.path) else {
            throw RuleExampleProblem(
                "\(rule) has no example: add Tests/Fixtures/RuleExamples/\(rule)/command, triggers/ and clean/")
        }
        let text = try String(contentsOf: command, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let way = RuleWay(rawValue: text) else {
            throw RuleExampleProblem("\(rule)/command names '\(text)', none of \(RuleWay.allCases.map(\.rawValue))")
        }
        self.way = way
    }

    /// The folders of `Tests/Fixtures/RuleExamples/`, one per rule.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// A side's folder in the repository.
    func folder(_ side: Side) -> URL {
        Self.root.appendingPathComponent(rule).appendingPathComponent(side.rawValue)
    }

    /// A side's files by their paths in its folder, as stored.
    func files(_ side: Side) throws -> [String: [UInt8]] {
        let folder = folder(side)
        var files: [String: [UInt8]] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            files[path] = Array(try Data(contentsOf: url))
        }
        return files
    }

    /// Runs the example's command on a copy of one side (marked lines repeated) in a fresh
    /// temporary folder, which is removed after.
    func run(_ side: Side) throws -> RuleFindings {
        let files = try files(side).mapValues(Self.expanded)
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, bytes) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return RuleFindings(diagnostics: try way.diagnostics(in: folder), files: files)
    }

    /// A file's bytes with each line ending in `# RuleExampleTests writes this line N times`
    /// written N times; other files (a file that is not UTF-8 among them) as they are.
    static func expanded(_ bytes: [UInt8]) -> [UInt8] {
        guard let text = String(bytes: bytes, encoding: .utf8), text.contains("# RuleExampleTests") else { return bytes }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let count = line.firstMatch(of: /# RuleExampleTests writes this line (\d+) times$/).flatMap { Int($0.output.1) } ?? 1
            return Array(repeating: line, count: count)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }
}

/// What a command reported on one side of an example, with the files it ran on.
struct RuleFindings {
    var diagnostics: [Diagnostic]
    /// The files the command was run on, as run (marked lines repeated), by path.
    var files: [String: [UInt8]]

    /// The rules reported and how often, in the order first reported.
    var counts: [(rule: String, count: Int)] {
        var counts: [(rule: String, count: Int)] = []
        for diagnostic in diagnostics {
            if let index = counts.firstIndex(where: { $0.rule == diagnostic.rule }) {
                counts[index].count += 1
            } else {
                counts.append((diagnostic.rule, 1))
            }
        }
        return counts
    }

    /// The rules reported, each with how often, for a failure message: `unknown-key (2)`, or
    /// `nothing`.
    var tally: String {
        counts.isEmpty ? "nothing" : counts.map { "\($0.rule) (\($0.count))" }.joined(separator: ", ")
    }

    /// The diagnostics of one rule as the text output prints them, each quoting its line of its file.
    func text(of rule: String) -> String {
        text(of: diagnostics.filter { $0.rule == rule })
    }

    /// Diagnostics as the text output prints them, each quoting its line of its file.
    func text(of diagnostics: some Sequence<Diagnostic>) -> String {
        let renderer = DiagnosticRenderer(colors: false)
        return diagnostics.map { diagnostic in
            renderer.render([diagnostic], quoting: files[diagnostic.file].map { Source(path: diagnostic.file, bytes: $0) })
        }.joined()
    }
}

/// An example that cannot be run as its folder says.
struct RuleExampleProblem: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
