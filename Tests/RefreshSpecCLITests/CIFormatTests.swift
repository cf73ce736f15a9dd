import Foundation
import Testing

/// The options CI uses: `--strict`, `--quiet`, `--format github|sarif` on validate and test, and
/// `schema`.
@Suite struct CIFormatTests {
    static let warningSpec = ValidateCommandTests.validSpec + "strings:\n  en: {unused.key: text}\n"

    @Test func strictTurnsWarningsIntoFailingErrors() throws {
        let folder = try CommandRunner.folder(with: ["w.yaml": Self.warningSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let relaxed = try CommandRunner.run(["validate", folder.path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.hasSuffix("1 file, 0 errors, 1 warning\n"))
        let strict = try CommandRunner.run(["validate", "--strict", folder.path])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(": error: no label uses 'unused.key'\n"))
        #expect(strict.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
        let test = try CommandRunner.run(["test", "--strict", folder.path])
        #expect(test.status == 1)
        #expect(test.stdout.contains("the spec has errors"))
    }

    @Test func testReportsWarningsWithoutFailing() throws {
        let spec = TestCommandTests.passingSpec + "strings:\n  en: {unused.key: text}\n"
        let folder = try CommandRunner.folder(with: ["w.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("w.yaml").path
        let text = try CommandRunner.run(["test", folder.path])
        #expect(text.status == 0)
        // The passing spec has 14 lines, so "strings:" is line 15 and the key is on line 16,
        // after "  en: {" (7 characters): column 8.
        #expect(text.stdout.hasPrefix("\(path):16:8: warning: no label uses 'unused.key'\n"))
        #expect(text.stdout.hasSuffix("1 spec, 1 scenario: 1 passed, 0 failed\n"))
        let github = try CommandRunner.run(["test", "--format", "github", folder.path])
        #expect(github.stdout.hasPrefix("::warning file=\(path),line=16,col=8,title=unused-string::"))
    }

    @Test func quietPrintsOnlyProblemsAndTheSummary() throws {
        let folder = try CommandRunner.folder(with: ["w.yaml": Self.warningSpec, "pass.yaml": ValidateCommandTests.validSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("w.yaml").path
        let validate = try CommandRunner.run(["validate", "--quiet", folder.path])
        #expect(validate.stdout == "\(path):8:8: warning: no label uses 'unused.key'\n2 files, 0 errors, 1 warning\n")
        let passing = try CommandRunner.folder(with: [
            "a.yaml": TestCommandTests.passingSpec, "b.yaml": TestCommandTests.passingSpec,
        ])
        defer { try? FileManager.default.removeItem(at: passing) }
        let test = try CommandRunner.run(["test", "--quiet", passing.path])
        #expect(test.status == 0)
        #expect(test.stdout == "2 specs, 2 scenarios: 2 passed, 0 failed\n")
    }

    @Test func githubFormatAnnotatesFailedExpectations() throws {
        let folder = try CommandRunner.folder(with: ["wrong.yaml": TestCommandTests.failingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wrong.yaml").path
        let result = try CommandRunner.run(["test", "--format", "github", folder.path])
        #expect(result.status == 1)
        // The header pulls below −64 (inset top) − 54 (height) × 1 = −118; the 40 pt drag
        // reached −64 − 40 = −104.
        #expect(
            result.stdout == """
                ::error file=\(path),line=15,col=9,title=expectation-failed::scenario 'expects too much', step 3: \
                header.state is 'idle', expected pulling%0Anote: 15:27: asserted here%0Anote: 'header' turns pulling \
                when offsetY is below -118 while the finger is down; offsetY is -104
                1 spec, 1 scenario: 0 passed, 1 failed (1 expectation failed)

                """)
    }

    @Test func sarifFormatOfTestCarriesTheFailures() throws {
        let folder = try CommandRunner.folder(with: ["wrong.yaml": TestCommandTests.failingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "test", "--format", "sarif", "--junit", folder.appendingPathComponent("junit.xml").path, folder.path,
        ])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == ["expectation-failed"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("junit.xml").path))
    }

    /// An absolute path under the working directory is written relative to `%SRCROOT%`, so that
    /// code scanning finds the repository file; one outside it is a `file://` URI.
    @Test(arguments: ["validate", "test"])
    func sarifLocatesAbsolutePathsFromTheSourceRoot(_ command: String) throws {
        let folder = try CommandRunner.folder(with: ["bad 1%.yaml": "version: 1\nnmae: x\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Broken/unknown-key.yaml").path
        let result = try CommandRunner.run([
            command, "--format", "sarif", inside, folder.appendingPathComponent("bad 1%.yaml").path,
        ])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let locations = (run["results"] as? [[String: Any]] ?? []).compactMap { result in
            (((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: String]
        }
        #expect(locations.first == ["uri": "Tests/Fixtures/Broken/unknown-key.yaml", "uriBaseId": "%SRCROOT%"])
        let outside = "file://" + folder.appendingPathComponent("bad%201%25.yaml").path
        #expect(
            locations.last == ["uri": outside]
                || locations.last == ["uri": outside.replacingOccurrences(of: "/private", with: "")])
        #expect((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] != nil)
    }

    /// A path that cannot be used, alone or beside a good one: the log says the run did not
    /// succeed, with its exit code and a notification, and the exit status is 2.
    @Test(arguments: [["nope.yaml"], ["nope.yaml", "specs/header.yaml"]])
    func sarifRecordsAnUnusablePath(_ paths: [String]) throws {
        for command in [["validate"], ["test"], ["strings", "check"]] {
            let result = try CommandRunner.run(command + ["--format", "sarif"] + paths)
            #expect(result.status == 2)
            #expect(result.stderr == "refreshspec: error: cannot use 'nope.yaml': No such file or directory\n")
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
            #expect(invocation["executionSuccessful"] as? Bool == false)
            #expect(invocation["exitCode"] as? Int == 2)
            let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
            #expect(
                (notification["message"] as? [String: Any])?["text"] as? String
                    == "cannot use 'nope.yaml': No such file or directory")
        }
    }

    /// The same in JSON and GitHub annotations: `validate --format json nope.yaml` printed
    /// nothing (not a JSON document), and beside a good spec a clean summary; the GitHub log
    /// had no annotation. Now the document lists it under `unusable`, and an annotation says it.
    @Test(arguments: [["nope.yaml"], ["nope.yaml", "specs/header.yaml"]])
    func jsonAndGitHubRecordAnUnusablePath(_ paths: [String]) throws {
        let message = "cannot use 'nope.yaml': No such file or directory"
        for command in [["validate"], ["test"], ["strings", "check"]] {
            let json = try CommandRunner.run(command + ["--format", "json"] + paths)
            #expect(json.status == 2)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(report["unusable"] as? [[String: String]] == [["path": "nope.yaml", "message": message]], "\(command)")
            let checked = (report["files"] ?? report["specs"]) as? [[String: Any]]
            #expect(checked?.count == paths.count - 1)

            let github = try CommandRunner.run(command + ["--format", "github"] + paths)
            #expect(github.status == 2)
            #expect(github.stdout.contains("::error title=unusable-input::\(message)\n"), "\(command): \(github.stdout)")
        }
    }

    /// A spec that did not load has every key of a spec's entry, `name` and `scenarios` null:
    /// a consumer reading `spec["scenarios"]` no longer meets a missing key.
    @Test func jsonFormatOfTestGivesASpecThatDidNotLoadEveryKey() throws {
        let folder = try CommandRunner.folder(with: ["a.yaml": TestCommandTests.passingSpec, "b.yaml": "version: 2\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", "--format", "json", folder.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let specs = try #require(report["specs"] as? [[String: Any]])
        #expect(specs.map { $0.keys.sorted() } == Array(repeating: ["diagnostics", "name", "path", "scenarios"], count: 2))
        #expect(specs.last?["name"] is NSNull && specs.last?["scenarios"] is NSNull)
        #expect(report["unusable"] as? [Any] != nil)
    }

    @Test func jsonFormatOfTestHasEveryScenarioAndTheTotals() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": TestCommandTests.passingSpec, "b.yaml": TestCommandTests.failingSpec,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", "--format", "json", folder.path])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let specs = try #require(report["specs"] as? [[String: Any]])
        #expect(specs.count == 2)
        let scenarios = specs.flatMap { $0["scenarios"] as? [[String: Any]] ?? [] }
        #expect(scenarios.map { $0["passed"] as? Bool } == [true, false])
        #expect(
            report["summary"] as? [String: Int] == [
                "specs": 2, "specsWithErrors": 0, "scenarios": 2, "passed": 1, "failed": 1, "failedExpectations": 1,
            ])
    }

    @Test func schemaIsJSON() throws {
        let result = try CommandRunner.run(["schema"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(try CommandRunner.run(["schema", "extra"]).status == 2)
    }
}
