import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// Issue 34: a spec with no scenarios passed `test --strict` in silence. `test` now warns of it
/// in every format, and `--strict` fails it as a spec with errors.
@Suite struct NothingTestedTests {
    /// The input the issue gives: a valid spec with a header and no `scenarios`.
    static let spec = ValidateCommandTests.validSpec

    @Test func everyFormatSaysNothingWasTested() throws {
        let folder = try CommandRunner.folder(with: ["none.yaml": Self.spec, "good.yaml": TestCommandTests.passingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("none.yaml").path
        let junit = folder.appendingPathComponent("junit.xml")

        let text = try CommandRunner.run(["test", folder.path, "--junit", junit.path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("\(path):1:1: warning: nothing tested: the spec has no scenarios\n"))
        #expect(text.stdout.hasSuffix("2 specs, 1 scenario: 1 passed, 0 failed\n"))
        // Its suite has no case: JUnit's tests="0" says nothing was tested.
        let root = try #require(try XMLDocument(contentsOf: junit).rootElement())
        let suite = try #require(root.elements(forName: "testsuite").first { $0.attribute(forName: "file")?.stringValue == path })
        #expect(suite.attribute(forName: "tests")?.stringValue == "0")

        let github = try CommandRunner.run(["test", "--format", "github", folder.path])
        #expect(github.stdout.hasPrefix("::warning file=\(path),line=1,col=1,title=nothing-tested::nothing tested: "))

        let json = try TestTotalsTests.object(try CommandRunner.run(["test", "--format", "json", folder.path]).stdout)
        let specs = try #require(json["specs"] as? [[String: Any]])
        let none = try #require(specs.first { $0["path"] as? String == path })
        #expect((none["diagnostics"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["nothing-tested"])
        #expect((none["scenarios"] as? [Any])?.isEmpty == true)

        let sarif = try TestTotalsTests.object(try CommandRunner.run(["test", "--format", "sarif", folder.path]).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["nothing-tested"])
        #expect(results.first?["level"] as? String == "warning")
    }

    @Test func strictFailsASpecWithNoScenarios() throws {
        let folder = try CommandRunner.folder(with: ["none.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("none.yaml").path
        let junit = folder.appendingPathComponent("junit.xml")
        let strict = try CommandRunner.run(["test", "--strict", "--quiet", folder.path, "--junit", junit.path])
        #expect(strict.status == 1)
        #expect(
            strict.stdout == """
                FAIL \(path): the spec has errors
                \(path):1:1: error: nothing tested: the spec has no scenarios
                1 spec (1 with errors), 0 scenarios: 0 passed, 0 failed

                """)
        try TestTotalsTests.checkJUnit(
            junit, against: ["specs": 1, "specsWithErrors": 1, "scenarios": 0, "passed": 0, "failed": 0])
    }

    /// `validate` checks the language, in which scenarios are optional: it says nothing.
    @Test func validateDoesNotAskForScenarios() throws {
        let folder = try CommandRunner.folder(with: ["none.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--strict", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout == "1 file, 0 errors, 0 warnings\n")
    }
}
