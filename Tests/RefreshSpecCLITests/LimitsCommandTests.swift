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

    /// 1,100 failing `expect` steps: the first 1,000 failures are printed, then one error counting
    /// the other 100, and the summary counts all 1,100.
    @Test func aSpecOfThousandsOfFailuresPrintsAThousandAndACount() throws {
        let steps = String(repeating: "      - expect: {header: {state: refreshing}}\n", count: 1_100)
        let spec = ValidateCommandTests.validSpec + "scenarios:\n  - name: stuck\n    steps:\n" + steps
        let folder = try CommandRunner.folder(with: ["stuck.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", "--format", "github", folder.path])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("title=expectation-failed") }.count == 1_000)
        #expect(lines.filter { $0.contains("title=failure-limit") }.count == 1)
        #expect(lines.last?.hasSuffix("1 spec, 1 scenario: 0 passed, 1 failed (1100 expectations failed)") == true)
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
