import Foundation
import Testing

/// One long label and many failing `expect`s multiplied the label into every message, table row
/// and report (issue 36: a 6 MiB label and 100 failures made a 635 MB JUnit file). Every output
/// now quotes a long text by its ends and its length, so a finding costs a bounded number of
/// bytes; the same shape at 64 KiB, 20 failures.
@Suite struct LongTextOutputTests {
    /// 65,536 characters: `Pull to refresh `, x's, `ng`.
    static let label = "Pull to refresh " + String(repeating: "x", count: 65_536 - 18) + "ng"
    /// How the label is quoted everywhere: its first 120 and last 40 characters and its length.
    static let shortened =
        "Pull to refresh " + String(repeating: "x", count: 104) + "… (65,536 characters) …" + String(repeating: "x", count: 38)
        + "ng"

    /// A header showing the label, and a scenario of `failures` failing `expect`s and `waits` waits.
    static func spec(failures: Int, waits: Int = 0) -> String {
        ValidateCommandTests.validSpec.replacingOccurrences(
            of: "    type: header\n", with: "    type: header\n    style: state\n    labels: {idle: {text: \(label)}}\n")
            + "scenarios:\n  - name: long\n    steps:\n"
            + String(repeating: "      - expect: {header: {text: nope}}\n", count: failures)
            + String(repeating: "      - wait: 0.01\n", count: waits)
    }

    /// Each of 20 failures quotes the label shortened, in every format and in the JUnit file:
    /// no output holds the label whole, and each stays under 2 KiB per failure (quoted whole,
    /// 20 × 64 KiB = 1.3 MB). Not `--strict`: the label is wider than any header (`text-too-wide`,
    /// itself quoted shortened).
    @Test(arguments: ["text", "json", "sarif", "github"])
    func testQuotesALongLabelShortened(format: String) throws {
        let folder = try CommandRunner.folder(with: ["long.yaml": Self.spec(failures: 20)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("j.xml")
        let result = try CommandRunner.run(
            ["test", "--format", format, "--junit", junit.path, folder.appendingPathComponent("long.yaml").path])
        #expect(result.status == 1)
        let report = try String(contentsOf: junit, encoding: .utf8)
        for output in [result.stdout, report] {
            #expect(output.components(separatedBy: Self.shortened).count - 1 >= 20, "\(output.prefix(2_000))")
            #expect(!output.contains(String(repeating: "x", count: 1_000)))
            #expect(output.utf8.count < 20 * 2_048 + 4_096)
        }
    }

    /// `run`'s table quotes the label shortened in each of 30 rows, and the failure under its row.
    @Test func theRunTableQuotesALongLabelShortened() throws {
        let folder = try CommandRunner.folder(with: ["long.yaml": Self.spec(failures: 1, waits: 29)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", folder.appendingPathComponent("long.yaml").path])
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "\"\(Self.shortened)\"").count - 1 == 30, "\(result.stdout.prefix(2_000))")
        #expect(result.stdout.contains("✗ header.text is '\(Self.shortened)', expected 'nope'"))
        #expect(result.stdout.utf8.count < 30 * 512 + 4_096)
    }

    /// `run --format json` keeps the label whole in every step (it is the data), and quotes it
    /// shortened in the failure: 30 steps, 30 copies, not 31.
    @Test func runJSONKeepsTheDataWholeAndTheFindingShort() throws {
        let folder = try CommandRunner.folder(with: ["long.yaml": Self.spec(failures: 1, waits: 29)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "--format", "json", folder.appendingPathComponent("long.yaml").path])
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "\"\(Self.label)\"").count - 1 == 30)
        #expect(result.stdout.contains("\"actual\":\"\(Self.shortened)\""))
    }

    /// A label key of 100,000 characters that the spec does not define: its error is cut to the
    /// diagnostic's 1,000 characters, so in every format the finding costs under 2 KiB more than
    /// one of a short key.
    @Test(arguments: ["text", "json", "sarif", "github"])
    func aFindingQuotingALongKeyIsBounded(format: String) throws {
        let bytes = { (key: String) throws -> Int in
            let spec = ValidateCommandTests.validSpec.replacingOccurrences(
                of: "    type: header\n", with: "    type: header\n    labels: {idle: \(key)}\n")
            let folder = try CommandRunner.folder(with: ["key.yaml": spec])
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try CommandRunner.run(["validate", "--format", format, folder.path])
            #expect(result.status == 1)
            return result.stdout.utf8.count
        }
        let long = try bytes(String(repeating: "k", count: 100_000))
        let short = try bytes(String(repeating: "k", count: 10))
        #expect(long - short < 2_048, "\(long) bytes against \(short)")
    }
}
