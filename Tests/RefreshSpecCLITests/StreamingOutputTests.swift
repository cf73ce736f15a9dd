import Foundation
import RefreshReport
@testable import RefreshSpecCLI
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// `validate` and `test` write each spec's part as it is done and drop it; what they print and
/// the JUnit file they write are byte for byte what the library renders from all results at once.
@Suite struct StreamingOutputTests {
    /// Specs of six kinds: passing, failing an expectation, invalid, with a warning, broken YAML,
    /// and failing twice with a warning, in three folders.
    static func corpus(count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count {
            let scenario = "scenarios:\n  - name: pull \(index)\n    steps:\n      - drag: {dy: 10}\n"
            let passing = "      - expect: {header: {state: idle}}\n"
            let failing = "      - expect: {header: {state: refreshing}, scrollView: {dragging: false}}\n"
            let warning = "strings:\n  en: {unused\(index): text}\n"
            let text: String
            switch index % 6 {
            case 0: text = ValidateCommandTests.validSpec + scenario + passing
            case 1: text = ValidateCommandTests.validSpec + scenario + failing
            case 2:
                text = ValidateCommandTests.validSpec.replacingOccurrences(
                    of: "type: header", with: "type: header\n    colour: red")
            case 3: text = ValidateCommandTests.validSpec + warning + scenario + passing
            case 4: text = "version: 1\nname: [unclosed \(index)\n"
            default: text = ValidateCommandTests.validSpec + warning + scenario + failing + failing
            }
            files["group\(index % 3)/spec\(index).yaml"] = text
        }
        return files
    }

    /// The corpus's files in the order the command takes them (by path), read.
    static func sources(in folder: URL, _ files: [String: String]) -> [Source] {
        files.sorted { $0.key < $1.key }.map { Source(path: folder.path + "/" + $0.key, bytes: Array($0.value.utf8)) }
    }

    static let invocation = SARIF.Invocation(workingDirectory: CommandRunner.packageRoot.path, exitCode: 1)

    /// What `validate` printed before it streamed: every result rendered at once.
    static func validateOutput(_ sources: [Source], format: String) -> String {
        let results = sources.map { source in
            let loaded = Spec.load(source: source)
            let kept = !loaded.diagnostics.isEmpty
            return ValidationResult(
                path: source.path, diagnostics: loaded.diagnostics, source: kept ? source : nil,
                document: kept ? loaded.document : nil)
        }
        let summary = ValidationSummary(results).text + "\n"
        switch format {
        case "json": return ValidationJSON.report(results).serialized() + "\n"
        case "sarif":
            let documents = documentsByPath(results.map { ($0.path, $0.document) })
            return SARIF.log(results.flatMap(\.diagnostics), documents: documents, invocation: invocation, tool: .refreshspec)
                .serialized() + "\n"
        case "github": return GitHubAnnotations.render(results.flatMap(\.diagnostics)) + summary
        default:
            let renderer = DiagnosticRenderer()
            return results.map { result in
                let lines = result.source?.lineIndex()
                return result.diagnostics.map { renderer.render($0, sourceLine: lines?.text($0.mark.line)) }.joined()
            }.joined() + summary
        }
    }

    /// Every spec tested, each run keeping all its steps, as `test` did before it streamed.
    static func testResults(_ sources: [Source]) -> [SpecTestResult] {
        sources.map { source in
            let loaded = Spec.load(source: source)
            let report = loaded.spec.map { SpecRunner().run($0, path: source.path) }
            return SpecTestResult(
                path: source.path, diagnostics: loaded.diagnostics, report: report, source: source, document: loaded.document)
        }
    }

    /// The documents of the files that have one, by path, as a whole SARIF log takes them.
    static func documentsByPath(_ files: [(path: String, document: Document?)]) -> [String: Document] {
        Dictionary(files.compactMap { file in file.document.map { (file.path, $0) } }) { first, _ in first }
    }

    static func testOutput(_ results: [SpecTestResult], format: String) -> String {
        switch format {
        case "json": return TestJSON.report(results).serialized() + "\n"
        case "sarif":
            let log = SARIF.log(
                results.flatMap(\.problems), documents: documentsByPath(results.map { ($0.path, $0.document) }),
                invocation: invocation, tool: .refreshspec, properties: [("summary", TestTotals(results).json)])
            return log.serialized() + "\n"
        case "github": return GitHubAnnotations.render(results.flatMap(\.problems)) + TestSummary.totals(results)
        default: return TestSummary(colors: false).render(results)
        }
    }

    @Test(arguments: ["text", "json", "sarif", "github"], ["1", "4"])
    func validatePrintsWhatRenderingAllResultsAtOncePrints(format: String, jobs: String) throws {
        let files = Self.corpus(count: 36)
        let folder = try CommandRunner.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--format", format, "--jobs", jobs, folder.path])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.validateOutput(Self.sources(in: folder, files), format: format))
    }

    @Test(arguments: ["text", "json", "sarif", "github"], ["1", "4"])
    func testPrintsAndWritesWhatRenderingAllResultsAtOnceGives(format: String, jobs: String) throws {
        let files = Self.corpus(count: 36)
        let folder = try CommandRunner.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("out/junit.xml")
        // SOURCE_DATE_EPOCH 1767268800 = 2026-01-01T12:00:00Z, the JUnit timestamp.
        let result = try CommandRunner.run(
            ["test", "--format", format, "--jobs", jobs, "--junit", junit.path, folder.path],
            environment: ["SOURCE_DATE_EPOCH": "1767268800"])
        let expected = Self.testResults(Self.sources(in: folder, files))
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.testOutput(expected, format: format))
        let start = Timestamp(secondsSince1970: 1_767_268_800)
        #expect(try String(contentsOf: junit, encoding: .utf8) == JUnitXML.document(expected, start: start))
        // Both kinds are in the corpus, so the comparison covers passing and failing specs.
        #expect(expected.contains { !$0.passed } && expected.contains { $0.passed })
    }

    /// Over 1 MiB of SARIF results waits in the spool's temporary file (unlinked at once, so the
    /// folder shows none), or in memory when `$TMPDIR` cannot take one: the same log either way.
    @Test(arguments: [true, false])
    func aLogPastOneMebibyteIsTheSameWithOrWithoutATemporaryFile(temporaryFolderExists: Bool) throws {
        let keys = (0..<950).map { "stray\($0): 1\n" }.joined()
        let names = ["a.yaml", "b.yaml", "c.yaml", "d.yaml"]
        let files = Dictionary(uniqueKeysWithValues: names.map { ($0, ValidateCommandTests.validSpec + keys) })
        let folder = try CommandRunner.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = temporaryFolderExists ? folder.path : folder.path + "/missing"
        let result = try CommandRunner.run(
            ["validate", "--format", "sarif", folder.path], environment: ["TMPDIR": temporary])
        #expect(result.status == 1)
        #expect(result.stdout.utf8.count > 1 << 20)
        #expect(result.stdout == Self.validateOutput(Self.sources(in: folder, files), format: "sarif"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names)
    }

    /// SARIF fingerprints count per file URI; two files whose paths only SARIF's URI makes one
    /// (`twice.yaml`, and `link/../twice.yaml`, which through the link `link` → `sub/deeper` is
    /// `sub/twice.yaml`: the command line checks both) keep counting (`…:2`), although a run
    /// forgets a file's counts once it is written.
    @Test func aFileNamedTwiceKeepsCountingItsFingerprints() throws {
        let text = ValidateCommandTests.validSpec + "stray: 1\n"
        let folder = try CommandRunner.folder(with: ["twice.yaml": text, "sub/twice.yaml": text, "sub/deeper/other.txt": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "sub/deeper")
        let path = folder.path + "/twice.yaml"
        let again = folder.path + "/link/../twice.yaml"
        let result = try CommandRunner.run(["validate", "--format", "sarif", "--jobs", "1", path, again])
        let sources = [path, again].map { Source(path: $0, bytes: Array(text.utf8)) }
        #expect(result.stdout == Self.validateOutput(sources, format: "sarif"))
        #expect(result.stdout.contains(":2\"}"))
    }
}
