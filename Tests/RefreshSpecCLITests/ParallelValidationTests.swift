import Foundation
import Testing

/// Folders are checked on all cores, yet print exactly what a serial run (`--jobs 1`) prints.
@Suite struct ParallelValidationTests {
    /// Many specs of four kinds (valid, with errors, with warnings, broken YAML) in nested folders.
    static func corpus(count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count {
            let name = "group\(index % 7)/spec\(index).yaml"
            switch index % 4 {
            case 0: files[name] = ValidateCommandTests.validSpec
            case 1:
                files[name] = ValidateCommandTests.validSpec.replacingOccurrences(
                    of: "type: header", with: "type: header\n    triggerPrecent: \(index)")
            case 2: files[name] = ValidateCommandTests.validSpec + "strings:\n  en: {unused\(index): text}\n"
            default: files[name] = "version: 1\nname: [unclosed \(index)\n"
            }
        }
        return files
    }

    @Test(arguments: [
        ["validate"], ["validate", "--format", "sarif"], ["validate", "--format", "github", "--strict"],
        ["test", "--format", "json"],
    ])
    func parallelAndSerialRunsPrintTheSameBytes(_ command: [String]) throws {
        let folder = try CommandRunner.folder(with: Self.corpus(count: 160))
        defer { try? FileManager.default.removeItem(at: folder) }
        let parallel = try CommandRunner.run(command + ["--jobs", "8", folder.path])
        let serial = try CommandRunner.run(command + ["--jobs", "1", folder.path])
        #expect(parallel.status == 1)
        #expect(parallel.status == serial.status)
        #expect(parallel.stdout == serial.stdout)
        #expect(parallel.stderr == serial.stderr)
        #expect(parallel.stdout.count > 10_000)
    }

    /// One job reads files in batches (at most 32 files or 1 MiB): across batch boundaries, a
    /// batch cut short by large files and a file that cannot be read in the middle of one, it
    /// prints what workers print, in path order.
    @Test func serialRunsReadInBatchesAndPrintWhatParallelRunsPrint() throws {
        var files = Self.corpus(count: 70)
        // Three specs of 400 KB: the third ends a batch on its bytes, not its count.
        let comment = "# " + String(repeating: "x", count: 400_000) + "\n"
        for index in 0..<3 { files["group2/large\(index).yaml"] = comment + ValidateCommandTests.validSpec }
        let folder = try CommandRunner.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("group3/missing.yaml").path, withDestinationPath: "nowhere.yaml")
        let serial = try CommandRunner.run(["validate", "--jobs", "1", folder.path])
        let parallel = try CommandRunner.run(["validate", "--jobs", "4", folder.path])
        #expect(serial.status == 2)
        #expect(serial.status == parallel.status)
        #expect(serial.stdout == parallel.stdout)
        #expect(serial.stderr == parallel.stderr)
        #expect(serial.stderr.contains("group3/missing.yaml"))
        #expect(serial.stdout.contains("73 files"))  // the 73 read; the missing one is on stderr
    }

    @Test func jobsMustBeAPositiveNumber() throws {
        let result = try CommandRunner.run(["validate", "--jobs", "0", "specs"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("refreshspec: error: the value '0' is invalid for '--jobs'"))
    }
}
