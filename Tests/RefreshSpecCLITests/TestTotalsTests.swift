import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// `test` counts by one rule in every format: specs as specs (those with errors are not run),
/// scenarios as scenarios (passed + failed == scenarios), failed expectations apart.
@Suite struct TestTotalsTests {
    /// A set of spec files and what `test` must count for them.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: String]
        /// The text summary's last line.
        var summary: String
        /// The JSON summary.
        var totals: [String: Int]
        var testDescription: String { name }
    }

    /// The failing spec with a second wrong check on the same step: after a 40 pt pull the
    /// header's pullingPercent is 40 / 54 = 0.74, not 1.
    static let twoFailures = TestCommandTests.failingSpec.replacingOccurrences(
        of: "{header: {state: pulling}}", with: "{header: {state: pulling, pullingPercent: 1}}")

    static let cases: [Case] = [
        Case(
            name: "all pass", files: ["a.yaml": TestCommandTests.passingSpec, "b.yaml": TestCommandTests.passingSpec],
            summary: "2 specs, 2 scenarios: 2 passed, 0 failed",
            totals: ["specs": 2, "specsWithErrors": 0, "scenarios": 2, "passed": 2, "failed": 0, "failedExpectations": 0]),
        Case(
            name: "a spec that does not load", files: ["broken.yaml": "version: 2\n"],
            summary: "1 spec (1 with errors), 0 scenarios: 0 passed, 0 failed",
            totals: ["specs": 1, "specsWithErrors": 1, "scenarios": 0, "passed": 0, "failed": 0, "failedExpectations": 0]),
        Case(
            name: "mixed",
            files: ["good.yaml": TestCommandTests.passingSpec, "wrong.yaml": twoFailures, "broken.yaml": "version: 2\n"],
            summary: "3 specs (1 with errors), 2 scenarios: 1 passed, 1 failed (2 expectations failed)",
            totals: ["specs": 3, "specsWithErrors": 1, "scenarios": 2, "passed": 1, "failed": 1, "failedExpectations": 2]),
    ]

    @Test(arguments: cases)
    func everyFormatCountsTheSame(_ testCase: Case) throws {
        let folder = try CommandRunner.folder(with: testCase.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let allPass = testCase.totals["failed"] == 0 && testCase.totals["specsWithErrors"] == 0
        let junit = folder.appendingPathComponent("junit.xml")

        let text = try CommandRunner.run(["test", folder.path, "--junit", junit.path])
        #expect(text.status == (allPass ? 0 : 1))
        #expect(text.stdout.hasSuffix("\n\(testCase.summary)\n") || text.stdout == testCase.summary + "\n")
        let github = try CommandRunner.run(["test", "--format", "github", folder.path])
        #expect(github.stdout.hasSuffix(testCase.summary + "\n"))

        let json = try Self.object(try CommandRunner.run(["test", "--format", "json", folder.path]).stdout)
        let totals = try #require(json["summary"] as? [String: Int])
        #expect(totals == testCase.totals)
        #expect(totals["passed", default: -1] + totals["failed", default: -1] == totals["scenarios"])
        let sarif = try Self.object(try CommandRunner.run(["test", "--format", "sarif", folder.path]).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["summary"] as? [String: Int] == testCase.totals)

        try Self.checkJUnit(junit, against: testCase.totals)
    }

    /// The JUnit document agrees with the totals: a case per scenario and a `load` case with an
    /// `<error>` per spec with errors; `failures` the failed scenarios.
    static func checkJUnit(_ url: URL, against totals: [String: Int]) throws {
        let root = try #require(try XMLDocument(contentsOf: url).rootElement())
        let scenarios = try #require(totals["scenarios"]), withErrors = try #require(totals["specsWithErrors"])
        let count = { (name: String) in Int(root.attribute(forName: name)?.stringValue ?? "") }
        #expect(count("tests") == scenarios + withErrors)
        #expect(count("failures") == totals["failed"])
        #expect(count("errors") == withErrors)
        let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        #expect(cases.count == scenarios + withErrors)
        #expect(cases.filter { !$0.elements(forName: "failure").isEmpty }.count == totals["failed"])
        #expect(cases.filter { !$0.elements(forName: "error").isEmpty }.count == withErrors)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
