import Foundation
import Testing

/// Golden files: the real binary's whole output — stdout, stderr and exit
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
        Snapshot(
            ["run", "Tests/Fixtures/Broken/failing-expectation.yaml", "--scenario", "expects too much", "--format", "svg"],
            file: "run-failing-expectation-svg.txt"),
    ]

    /// The whole `--help` of every command.
    static let helps: [Snapshot] = [
        [], ["init"], ["validate"], ["run"], ["test"], ["record"], ["tree"], ["strings"], ["schema"],
        ["strings", "check"], ["strings", "export"], ["strings", "import"], ["strings", "list"], ["strings", "pseudo"],
        ["generate"], ["generate", "swift"], ["lsp"],
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
        Snapshot(["test", "--update=some", "specs"], file: "refusals/invalid-update-mode.txt"),
        Snapshot(["init", "--component", "trailer", "--component", "header"], file: "refusals/init-axis-conflict.txt"),
        Snapshot(["run", "specs/header.yaml", "specs/trailer.yaml"], file: "refusals/two-spec-files.txt"),
        Snapshot(["run", "specs/header.yaml", "--format", "xml"], file: "refusals/invalid-run-format.txt"),
        Snapshot(["run", "specs/header.yaml", "--scenario", "nope"], file: "refusals/unknown-scenario.txt"),
        Snapshot(["run", "specs/header.yaml", "--scenario", "pull"], file: "refusals/ambiguous-scenario.txt"),
        Snapshot(["test", "specs/header.yaml", "--filter", "nope"], file: "refusals/unmatched-filter.txt"),
        Snapshot(["tree", "specs/header.yaml", "--locale", "not a locale"], file: "refusals/invalid-locale.txt"),
        Snapshot(["strings"], file: "refusals/missing-subcommand.txt"),
        Snapshot(["strings", "export", "specs/header.yaml"], file: "refusals/missing-output.txt"),
        Snapshot(
            ["strings", "export", "specs/header.yaml", "--output", "x", "--format", "po"],
            file: "refusals/invalid-export-format.txt"),
        Snapshot(["strings", "import", "specs/header.yaml", "--from", "/nonexistent"], file: "refusals/missing-folder.txt"),
        Snapshot(["strings", "list", "extra"], file: "refusals/unexpected-argument.txt"),
        Snapshot(["schema", "--strict"], file: "refusals/unknown-option.txt"),
        Snapshot(
            ["generate", "swift", "specs/header.yaml", "--module-prefix", "9x"], file: "refusals/invalid-module-prefix.txt"),
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
