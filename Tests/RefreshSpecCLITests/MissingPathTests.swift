import Foundation
import Testing

/// A path that names nothing is reported and exits 2; the summary counts only the files that
/// were checked, and there is none when nothing was.
@Suite struct MissingPathTests {
    static let commands: [[String]] = [["validate"], ["test"], ["strings", "check"]]

    @Test(arguments: commands)
    func aMissingFileAloneGetsNoSummary(_ command: [String]) throws {
        let result = try CommandRunner.run(command + ["nope.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot use 'nope.yaml': No such file or directory\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: commands)
    func theSummaryCountsTheFilesThatWereChecked(_ command: [String]) throws {
        let result = try CommandRunner.run(command + ["nope.yaml", "specs/header.yaml", "specs/trailer.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot use 'nope.yaml': No such file or directory\n")
        let summary = command == ["test"] ? "2 specs, 4 scenarios: 4 passed, 0 failed\n" : "2 files, 0 errors, 0 warnings\n"
        #expect(result.stdout.hasSuffix(summary))
    }
}
