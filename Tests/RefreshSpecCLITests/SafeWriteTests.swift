import Foundation
import Testing

@testable import RefreshSpecCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files the tool writes are replaced whole, through symbolic links, keeping their mode and
/// their hard links; targets that are no regular file, read-only or changed meanwhile are refused.
@Suite struct SafeWriteTests {
    /// A copy of `specs/header.yaml` and a translation folder that changes one of its texts.
    private func importCase() throws -> (folder: URL, spec: String, translations: String) {
        let original = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml"), encoding: .utf8)
        let folder = try CommandRunner.folder(with: [
            "header.yaml": original,
            "out/zh-Hans.lproj/Localizable.strings": "\"feed.idle\" = \"向下拉动即可刷新\";\n",
        ])
        return (folder, folder.appendingPathComponent("header.yaml").path, folder.appendingPathComponent("out").path)
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode : 0
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func importThroughASymbolicLinkUpdatesTheTargetAndKeepsTheLink() throws {
        let (folder, spec, translations) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("link.yaml").path
        #expect(symlink("header.yaml", link) == 0)
        let result = try CommandRunner.run(["strings", "import", link, "--from", translations])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(link) & S_IFMT == S_IFLNK)
        #expect(try contents(spec).contains("feed.idle: 向下拉动即可刷新"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["header.yaml", "link.yaml", "out"])
    }

    @Test func importKeepsMode0600() throws {
        let (folder, spec, translations) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(chmod(spec, 0o600) == 0)
        let result = try CommandRunner.run(["strings", "import", spec, "--from", translations])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(spec) & 0o7777 == 0o600)
        #expect(try contents(spec).contains("feed.idle: 向下拉动即可刷新"))
    }

    @Test func importWritesAHardLinkedSpecInPlace() throws {
        let (folder, spec, translations) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appendingPathComponent("other.yaml").path
        #expect(link(spec, other) == 0)
        let result = try CommandRunner.run(["strings", "import", spec, "--from", translations])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try contents(other).contains("feed.idle: 向下拉动即可刷新"))
    }

    /// A hard-linked spec is rewritten in place, but only once its whole new text is known to
    /// fit. Here no file may grow past 6,000 bytes (`prlimit --fsize`: a real failing write,
    /// without root; .ci/full-disk.sh fills a real tmpfs): the 4 KB spec would grow to 12 KB, so
    /// it is refused and left byte for byte as it was, not cut short at 6,000 bytes.
    @Test func aHardLinkedSpecWhoseNewTextCannotBeWrittenIsLeftAsItWas() throws {
        let (folder, spec, translations) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("\"feed.idle\" = \"\(String(repeating: "x", count: 8_000))\";\n".utf8).write(
            to: URL(fileURLWithPath: translations).appendingPathComponent("zh-Hans.lproj/Localizable.strings"))
        #expect(link(spec, folder.appendingPathComponent("other.yaml").path) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: spec))
        // SIGXFSZ ignored (kept through exec), so the write fails with EFBIG instead.
        let result = try CommandRunner.run(
            [
                "-c", "trap '' XFSZ; exec prlimit --fsize=6000 \"$0\" strings import \"$1\" --from \"$2\"",
                CommandRunner.executable.path, spec, translations,
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "refreshspec: error: cannot write '\(spec)': File too large; it has other hard links, so it is "
                + "rewritten in place only once its whole new text is known to fit; it was left as it was\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["header.yaml", "other.yaml", "out"])
    }

    @Test func aReadOnlySpecIsRefusedAndLeftAlone() throws {
        let (folder, spec, translations) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(chmod(spec, 0o444) == 0)
        let before = try contents(spec)
        let result = try CommandRunner.run(["strings", "import", spec, "--from", translations])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: '\(spec)' is read-only; nothing was written\n")
        #expect(try contents(spec) == before)
        #expect(mode(spec) & 0o7777 == 0o444)
    }

    @Test func aFIFOAsJUnitTargetIsRefused() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("report.xml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", fifo])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot write '\(fifo)': not a regular file\n")
        #expect(mode(fifo) & S_IFMT == S_IFIFO)
    }

    @Test func aJUnitFileThroughASymbolicLinkKeepsTheLink() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec, "reports/old.xml": "old"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("junit.xml").path
        #expect(symlink("reports/old.xml", link) == 0)
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(link) & S_IFMT == S_IFLNK)
        #expect(try contents(folder.appendingPathComponent("reports/old.xml").path).contains("<testsuites"))
    }

    /// A link made for a report before the first run (`junit.xml -> reports/junit.xml`, the
    /// folder missing too) gets its target created; the link stays.
    @Test func aJUnitFileThroughADanglingSymbolicLinkCreatesTheTarget() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("junit.xml").path
        let chained = folder.appendingPathComponent("latest.xml").path
        #expect(symlink("junit.xml", chained) == 0)
        #expect(symlink("reports/junit.xml", link) == 0)
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", chained])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(mode(link) & S_IFMT == S_IFLNK)
        #expect(mode(chained) & S_IFMT == S_IFLNK)
        #expect(try contents(folder.appendingPathComponent("reports/junit.xml").path).contains("<testsuites"))
    }

    @Test func aSymbolicLinkLoopIsRefused() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("loop.xml").path
        #expect(symlink("loop.xml", link) == 0)
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", link])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write '\(link)': Too many levels of symbolic links"), "\(result.stderr)")
    }

    @Test func aNewFileGetsTheUsualModeAndNoTemporaryFileIsLeft() throws {
        let folder = try CommandRunner.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("new.txt").path
        let mask = umask(0o022)
        defer { umask(mask) }
        #expect(OutputFile.write("text\n", to: path))
        #expect(mode(path) & 0o7777 == 0o644)
        #expect(try contents(path) == "text\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["new.txt"])
    }

    /// An append made after the spec was read (here, just before the rename) is not lost: the
    /// write is refused, saying why, and the file keeps the appended line.
    @Test func aChangeMadeWhileWritingIsDetected() throws {
        let folder = try CommandRunner.folder(with: ["spec.yaml": "version: 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.yaml").path
        let stamp = try #require(OutputFile.Stamp(path: path))
        let complaint = OutputFile.complaint(
            writingTo: path, unchangedSince: stamp,
            beforeReplacing: {
                let handle = FileHandle(forWritingAtPath: path)
                handle?.seekToEndOfFile()
                handle?.write(Data("# appended\n".utf8))
                try? handle?.close()
            }
        ) { put throws(OutputFile.Failure) in try put(Array("version: 2\n".utf8)) }
        #expect(complaint?.rendered == "refreshspec: error: '\(path)' changed while it was being updated; nothing was written\n")
        #expect(try contents(path) == "version: 1\n# appended\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spec.yaml"])
    }

    @Test func anUnchangedFileIsReplaced() throws {
        let folder = try CommandRunner.folder(with: ["spec.yaml": "version: 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.yaml").path
        let stamp = try #require(OutputFile.Stamp(path: path))
        #expect(OutputFile.write(Data("version: 2\n".utf8), to: path, unchangedSince: stamp))
        #expect(try contents(path) == "version: 2\n")
    }

    /// A spec read by its own non-UTF-8 bytes is not written under the repaired name.
    @Test func aSpecWhoseNameIsNotUTF8IsNotWritten() throws {
        let (folder, _, _) = try importCase()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            [
                "-c", "cd \"$1\" && mv header.yaml \"$(printf 'caf\\351.yaml')\" && \"$0\" strings import caf*.yaml --from out",
                CommandRunner.executable.path, folder.path,
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "refreshspec: error: cannot write 'caf\u{FFFD}.yaml': the file name is not UTF-8; nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }
}
