import Foundation
import Testing

/// `test --junit`'s `timestamp`: when the run started, in UTC (ISO 8601 without a zone, as
/// junit-10.xsd's readers expect), or `SOURCE_DATE_EPOCH`'s time; never a spec's virtual clock.
@Suite struct JUnitTimestampTests {
    /// Runs `test --junit` on `specs` (paths in the package), expecting `status`, and returns
    /// every suite's timestamp and the whole file.
    private func junit(
        _ specs: [String], environment: [String: String] = [:], unsettingEpoch: Bool = false, status: Int32 = 0
    ) throws -> (timestamps: [String], document: String) {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("junit.xml")
        let arguments = ["test", "--quiet"] + specs + ["--junit", file.path]
        // A test run's own environment may set SOURCE_DATE_EPOCH; the shell takes it away.
        let result =
            unsettingEpoch
            ? try CommandRunner.run(
                ["-c", "unset SOURCE_DATE_EPOCH; exec \"$0\" \"$@\"", CommandRunner.executable.path] + arguments,
                executable: URL(fileURLWithPath: "/bin/sh"))
            : try CommandRunner.run(arguments, environment: environment)
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        let document = try String(contentsOf: file, encoding: .utf8)
        let timestamps = document.matches(of: /timestamp="([^"]*)"/).map { String($0.output.1) }
        return (timestamps, document)
    }

    /// The header-last-updated spec's clock is 2026-12-31T23:59:50+08:00; the timestamp is the
    /// system's time instead, read between the seconds before and after the run.
    @Test func withoutSourceDateEpochTheTimestampIsTheRunsStart() throws {
        let before = Date().timeIntervalSince1970.rounded(.down)
        let (timestamps, _) = try junit(["specs/header.yaml", "specs/header-last-updated.yaml"], unsettingEpoch: true)
        let after = Date().timeIntervalSince1970.rounded(.up)
        #expect(timestamps.count == 2)
        #expect(Set(timestamps).count == 1)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        let started = try #require(timestamps.first.flatMap { formatter.date(from: $0) }).timeIntervalSince1970
        #expect(before <= started && started <= after, "\(timestamps)")
    }

    /// SOURCE_DATE_EPOCH 1767268800 = 20454 days × 86400 + 43200 s = 2026-01-01T12:00:00Z, for
    /// every suite, a spec that does not load included; two runs write the same bytes.
    @Test func sourceDateEpochGivesTheTimestampAndTheSameBytes() throws {
        let specs = ["specs/header-last-updated.yaml", "Tests/Fixtures/Broken/bad-steps.yaml"]
        let epoch = ["SOURCE_DATE_EPOCH": "1767268800"]
        let first = try junit(specs, environment: epoch, status: 1)
        #expect(first.timestamps == ["2026-01-01T12:00:00", "2026-01-01T12:00:00"])
        #expect(try junit(specs, environment: epoch, status: 1).document == first.document)
        #expect(try junit(specs, environment: ["SOURCE_DATE_EPOCH": "0"], status: 1).timestamps.first == "1970-01-01T00:00:00")
    }

    /// A value that is not whole seconds from 0 to 253402300799 (9999-12-31T23:59:59Z) is a
    /// usage error before anything runs, with --junit; without it the variable is not read.
    @Test(arguments: ["", "1.5", "-1", "+5", " 5", "1e9", "253402300800", "99999999999999999999999"])
    func aMalformedSourceDateEpochIsAUsageError(_ value: String) throws {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("junit.xml")
        let result = try CommandRunner.run(
            ["test", "specs/header.yaml", "--junit", file.path], environment: ["SOURCE_DATE_EPOCH": value])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01T00:00:00Z, from 0 to "
                    + "253402300799 (9999-12-31T23:59:59Z), for the JUnit timestamp; it is '\(value)'\n"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let withoutJUnit = try CommandRunner.run(["test", "specs/header.yaml"], environment: ["SOURCE_DATE_EPOCH": value])
        #expect(withoutJUnit.status == 0)
    }
}
