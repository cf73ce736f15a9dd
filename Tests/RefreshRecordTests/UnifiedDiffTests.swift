import Foundation
import RefreshRecord
import Testing

/// `--dry-run`'s unified diff, applied by a real consumer (`git apply`), gives the file the
/// update would write.
@Suite struct UnifiedDiffTests {
    /// Applies `recording`'s diff to its original in a fresh folder with `git apply -p0`.
    private func applied(_ recording: Recording) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(recording.original.bytes).write(to: folder.appendingPathComponent("spec.yaml"))
        try Data(recording.unifiedDiff(path: "spec.yaml").utf8).write(to: folder.appendingPathComponent("change.diff"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "-p0", "change.diff"]
        git.currentDirectoryURL = folder
        git.standardError = FileHandle.nullDevice
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git apply accepts the diff")
        return try Data(contentsOf: folder.appendingPathComponent("spec.yaml"))
    }

    private let steps = (1...30).map { "      - drag: {dy: \($0 % 2 == 0 ? 1 : -1)}" }.joined(separator: "\n")

    /// Edits far apart make hunks of their own, each with three lines of context.
    @Test func farApartEditsMakeSeparateHunks() throws {
        // Every drag ends back near -64 or 1 pt above: the header stays idle throughout, so
        // `idle` is what both expectations get.
        let yaml = headerSpec(
            steps: "      - expect: {header: {state: pulling}}\n" + steps + "\n      - expect: {header: {state: refreshing}}")
        let recording = try updated(yaml, .failed)
        let diff = recording.unifiedDiff(path: "spec.yaml")
        #expect(diff.components(separatedBy: "\n@@ ").count == 3, "two hunks")
        #expect(diff.hasPrefix("--- spec.yaml\n+++ spec.yaml\n@@ -8,7 +8,7 @@\n"))
        #expect(try applied(recording) == Data(recording.bytes))
    }

    @Test func insertedLinesApply() throws {
        let yaml = headerSpec(steps: "      - drag: {dy: 60}\n      - release\n      - wait: 0.3")
        let (recording, _) = try recorded(yaml, everyStep: true)
        #expect(try applied(recording) == Data(recording.bytes))
    }

    @Test func aLastLineWithoutLineBreakApplies() throws {
        var yaml = headerSpec(steps: "      - drag: {dy: 60}\n      - expect: {header: {}}")
        yaml.removeLast()
        let recording = try updated(yaml, .missing)
        #expect(recording.unifiedDiff(path: "spec.yaml").hasSuffix("\\ No newline at end of file\n"))
        #expect(try applied(recording) == Data(recording.bytes))
    }

    @Test func nothingChangedIsAnEmptyDiff() throws {
        let yaml = headerSpec(steps: "      - drag: {dy: 60}\n      - expect: {header: {state: pulling}}")
        #expect(try updated(yaml, .failed).unifiedDiff(path: "spec.yaml").isEmpty)
    }
}
