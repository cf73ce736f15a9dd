import Foundation
import Testing

/// Golden files (STYLE.md 7 and 12): the real binary's whole output — stdout, stderr and exit
/// status — compared with a checked-in transcript. Re-record deliberately with
/// `RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`: the run then fails, so a recording is
/// never taken for a pass; review the diff like code and run again.
@Suite struct SnapshotTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/RefreshSpecCLITests/Snapshots")

    static let outputs: [Snapshot] = [
        Snapshot(["run", "specs/header.yaml", "--format", "json"], file: "run-header-json.txt"),
        Snapshot(["run", "specs/back-footer.yaml", "--format", "json"], file: "run-back-footer-json.txt"),
        Snapshot(["run", "specs/trailer.yaml", "--format", "json"], file: "run-trailer-json.txt"),
        Snapshot(["run", "specs/header.yaml"], file: "run-header.txt"),
        Snapshot(["run", "specs/back-footer.yaml"], file: "run-back-footer.txt"),
        Snapshot(["run", "specs/trailer.yaml"], file: "run-trailer.txt"),
        Snapshot(["tree", "specs/header.yaml", "--locale", "zh-Hans"], file: "tree-header.txt"),
    ]

    /// The whole `--help` of every command.
    static let helps: [Snapshot] = [
        [], ["validate"], ["run"], ["test"], ["tree"], ["strings"], ["schema"],
        ["strings", "check"], ["strings", "export"], ["strings", "import"], ["strings", "list"],
    ].map { command in
        Snapshot(command + ["--help"], file: "help/" + (["help"] + command).joined(separator: "-") + ".txt")
    }

    /// A command line the tool refuses, one per kind of complaint: the whole usage error or
    /// `refreshspec: error: …` line and the exit status.
    static let refusals: [Snapshot] = [
        Snapshot(["validate"], file: "refusals/missing-paths.txt"),
        Snapshot(["validate", "--format"], file: "refusals/missing-value.txt"),
        Snapshot(["validate", "--jobs", "0", "specs"], file: "refusals/invalid-jobs.txt"),
        Snapshot(["validate", "specs/missing.yaml"], file: "refusals/missing-file.txt"),
        Snapshot(["test", "--shard", "4/3", "specs"], file: "refusals/invalid-shard.txt"),
        Snapshot(["run", "specs/header.yaml", "specs/trailer.yaml"], file: "refusals/two-spec-files.txt"),
        Snapshot(["run", "specs/header.yaml", "--format", "xml"], file: "refusals/invalid-run-format.txt"),
        Snapshot(["run", "specs/header.yaml", "--scenario", "nope"], file: "refusals/unknown-scenario.txt"),
        Snapshot(["tree", "specs/header.yaml", "--locale", "not a locale"], file: "refusals/invalid-locale.txt"),
        Snapshot(["strings"], file: "refusals/missing-subcommand.txt"),
        Snapshot(["strings", "export", "specs/header.yaml"], file: "refusals/missing-output.txt"),
        Snapshot(
            ["strings", "export", "specs/header.yaml", "--output", "x", "--format", "po"],
            file: "refusals/invalid-export-format.txt"),
        Snapshot(["strings", "import", "specs/header.yaml", "--from", "/nonexistent"], file: "refusals/missing-folder.txt"),
        Snapshot(["strings", "list", "extra"], file: "refusals/unexpected-argument.txt"),
        Snapshot(["schema", "--strict"], file: "refusals/unknown-option.txt"),
    ]

    @Test(arguments: outputs) func outputMatchesSnapshot(_ snapshot: Snapshot) throws {
        try snapshot.check(in: Self.folder)
    }

    @Test(arguments: helps) func helpMatchesSnapshot(_ snapshot: Snapshot) throws {
        try snapshot.check(in: Self.folder)
    }

    @Test(arguments: refusals) func refusalMatchesSnapshot(_ snapshot: Snapshot) throws {
        try snapshot.check(in: Self.folder)
    }

    /// `help <command>` and `<command> -h` print what `<command> --help` prints.
    @Test(arguments: helps.dropFirst()) func helpSpellingsAgree(_ snapshot: Snapshot) throws {
        let command = Array(snapshot.arguments.dropLast())
        let expected = try CommandRunner.run(snapshot.arguments).stdout
        for spelling in [["help"] + command, command + ["-h"]] {
            let result = try CommandRunner.run(spelling)
            #expect(result.status == 0, "\(spelling)")
            #expect(result.stdout == expected, "\(spelling)")
        }
    }
}

/// One golden file: a command line and the transcript of what it printed, in the layout of
/// `Scripts/record-outputs.sh` (`$ refreshspec …`, `--- stdout`, `--- stderr`, `--- status N`).
struct Snapshot: Sendable, CustomTestStringConvertible {
    /// The words after `refreshspec`.
    var arguments: [String]
    /// The transcript's path under `Snapshots/`.
    var file: String

    init(_ arguments: [String], file: String) {
        self.arguments = arguments
        self.file = file
    }

    var testDescription: String { file }

    /// Runs the command without colors and renders what it printed as a transcript.
    func transcript() throws -> String {
        let result = try CommandRunner.run(arguments, environment: ["NO_COLOR": "1"])
        return "$ refreshspec \(arguments.joined(separator: " "))\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
            + "--- status \(result.status)\n"
    }

    /// Compares the transcript with the golden file; with `RECORD_SNAPSHOTS` set, or when the
    /// file is missing, writes it instead and records an issue so that the run fails.
    func check(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try transcript()
        let url = folder.appendingPathComponent(file)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil || !exists {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "Recorded new baseline \(file); review the diff and run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(file) differs: \(Self.firstDifference(actual, expected))", sourceLocation: sourceLocation)
    }

    /// The first line where two texts differ, or the first differing character of a long line,
    /// so a failure points at the change instead of printing everything.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
            let common = zip(got, wanted).prefix { $0 == $1 }.count
            return
                "line \(number + 1), column \(common + 1): got …\(got.dropFirst(common).prefix(80)), expected …\(wanted.dropFirst(common).prefix(80))"
        }
        return "line counts differ: \(actualLines.count) vs \(expectedLines.count)"
    }
}
