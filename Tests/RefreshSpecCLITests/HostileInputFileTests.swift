import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Inputs that are not plain files: each is reported with the system's reason (or a sentence
/// saying why it is left out), and nothing blocks.
@Suite struct HostileInputFileTests {
    private static let spec = "specs/header.yaml"

    @Test func aFIFONamedDirectlyIsRefusedWithoutBlocking() throws {
        let folder = try CommandRunner.folder(with: ["keep.txt": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("x.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CommandRunner.run(["validate", fifo])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot read '\(fifo)': not a regular file\n")
    }

    @Test func aFIFOInAFolderIsSkippedWithAWarning() throws {
        let good = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(Self.spec), encoding: .utf8)
        let folder = try CommandRunner.folder(with: ["good.yaml": good])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("x.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(symlink("x.yaml", folder.appendingPathComponent("link.yaml").path) == 0)
        let result = try CommandRunner.run(["validate", "--strict", folder.path])
        #expect(result.status == 0)
        #expect(
            result.stderr == """
                refreshspec: warning: skipped '\(folder.path)/link.yaml': not a regular file
                refreshspec: warning: skipped '\(fifo)': not a regular file

                """)
        #expect(result.stdout == "1 file, 0 errors, 0 warnings\n")
    }

    /// As root, `chmod 000` does not stop `opendir`; a folder whose full path is longer than
    /// PATH_MAX does, for everyone ("File name too long"), and takes the same path through the walk.
    @Test func aFolderThatCannotBeReadIsAnErrorEvenWhenStrictFindsNothingElse() throws {
        let folder = try CommandRunner.folder(with: ["top.yaml": "version: 1\n"])
        // rm walks relative to each folder, so it removes what FileManager cannot reach by path.
        defer { _ = try? CommandRunner.run(["-rf", folder.path], executable: URL(fileURLWithPath: "/bin/rm")) }
        let name = String(repeating: "d", count: 250)
        // Made one level at a time relative to the last (`mkdirat`), as no path may name them all.
        var parent = open(folder.path, O_RDONLY | O_DIRECTORY)
        for _ in 1...17 {
            #expect(mkdirat(parent, name, 0o755) == 0)
            let child = openat(parent, name, O_RDONLY | O_DIRECTORY)
            close(parent)
            parent = child
        }
        let bad = openat(parent, "bad.yaml", O_WRONLY | O_CREAT, 0o644)
        #expect(bad >= 0)
        close(bad)
        close(parent)
        let deepest = folder.path + String(repeating: "/" + name, count: 17)
        let result = try CommandRunner.run(["validate", "--strict", "--format", "json", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot read folder '\(deepest)': File name too long\n")
    }

    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try CommandRunner.folder(with: ["keep.txt": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = folder.appendingPathComponent("loop.yaml").path
        #expect(symlink("loop.yaml", loop) == 0)
        let result = try CommandRunner.run(["validate", loop])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot use '\(loop)': Too many levels of symbolic links\n")
    }

    /// `caf\xE9.yaml` (Latin-1, not UTF-8) is opened by its own bytes, named directly or found in
    /// a folder; it is shown with U+FFFD in place of the byte.
    @Test func aFileNameThatIsNotUTF8CanBeValidated() throws {
        let spec = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent(Self.spec))
        let folder = try CommandRunner.folder(with: ["keep.txt": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = Array((folder.path + "/caf").utf8) + [0xE9] + Array(".yaml".utf8)
        let descriptor = (name.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
            open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644)
        }
        #expect(descriptor >= 0)
        #expect(spec.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == spec.count)
        close(descriptor)
        let named = try CommandRunner.run(
            ["-c", "cd \"$1\" && \"$0\" validate \"$(printf 'caf\\351.yaml')\"", CommandRunner.executable.path, folder.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout == "1 file, 0 errors, 0 warnings\n")
        let walked = try CommandRunner.run(["validate", "--format", "json", folder.path])
        #expect(walked.status == 0, "\(walked.stderr)")
        #expect(walked.stdout.contains("caf\u{FFFD}.yaml"))
    }
}
