import Foundation
import Testing

/// The bounds on what one file may cost, through the command line: the diagnostics a file keeps,
/// and the work its scenarios may ask for.
@Suite struct LimitsCommandTests {
    @Test func aFileOfThousandsOfBadKeysPrintsAThousandAndANote() throws {
        let keys = (0..<1_200).map { "stray\($0): 1\n" }.joined()
        let folder = try CommandRunner.folder(with: ["many.yaml": ValidateCommandTests.validSpec + keys])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--quiet", folder.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1_002)
        #expect(
            lines.suffix(2) == [
                "\(folder.path)/many.yaml:1007:1: error: 200 more diagnostics not shown; a file keeps its first 1000 by position",
                "1 file, 1001 errors, 0 warnings",
            ])
    }

    /// A header and four observers, two scenarios of a 99,999-step drag and an expectation:
    /// exactly `Spec.workLimit` component updates, which validates and so runs.
    @Test func aSpecAtTheWorkLimitRuns() throws {
        let scenario = { (name: String) in
            "  - name: \(name)\n    steps:\n      - drag: {dy: 10, steps: 99999}\n      - expect: {header: {state: idle}}\n"
        }
        let observers = (1...4).map { "  - {id: tracker\($0), type: scrollObserver}\n" }.joined()
        let spec = ValidateCommandTests.validSpec + observers + "scenarios:\n" + scenario("first") + scenario("second")
        let folder = try CommandRunner.folder(with: ["busy.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", folder.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 spec, 2 scenarios: 2 passed, 0 failed\n"))
    }
}
