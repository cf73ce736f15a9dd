import Foundation
import Testing

/// One golden file: a command line and the transcript of what it printed, in the layout of
/// `Scripts/record-outputs.sh` (`$ refreshspec …`, `--- stdout`, `--- stderr`, `--- status N`).
struct Snapshot: Sendable, CustomTestStringConvertible {
    /// The words after `refreshspec`.
    var arguments: [String]
    /// The transcript's path under `Snapshots/`.
    var file: String

    init(_ arguments: [String], file: String) {
        self.arguments = arguments
        self.file = file
    }

    var testDescription: String { file }

    /// Runs the command without colors and renders what it printed as a transcript.
    func transcript() throws -> String {
        let result = try CommandRunner.run(arguments, environment: ["NO_COLOR": "1"])
        return "$ refreshspec \(arguments.joined(separator: " "))\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)"
            + "--- status \(result.status)\n"
    }

    /// Compares the transcript with the golden file; with `RECORD_SNAPSHOTS` set, or when the
    /// file is missing, writes it instead and records an issue so that the run fails.
    func check(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let actual = try transcript()
        let url = folder.appendingPathComponent(file)
        let exists = FileManager.default.fileExists(atPath: url.path)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil || !exists {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "Recorded new baseline \(file); review the diff and run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(file) differs: \(Self.firstDifference(actual, expected))", sourceLocation: sourceLocation)
    }

    /// The first line where two texts differ, or the first differing character of a long line,
    /// so a failure points at the change instead of printing everything.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
            let common = zip(got, wanted).prefix { $0 == $1 }.count
            return
                "line \(number + 1), column \(common + 1): got …\(got.dropFirst(common).prefix(80)), expected …\(wanted.dropFirst(common).prefix(80))"
        }
        return "line counts differ: \(actualLines.count) vs \(expectedLines.count)"
    }
}
