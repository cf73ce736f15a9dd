import Foundation
import Testing

/// `--output <dir>` of `generate swift`, `strings export` and `run` names a folder: a path named like
/// one of the files written (`App/Feed.swift`) is refused before anything is written, rather
/// than made into a folder of that name; an existing folder of any name is used.
@Suite struct OutputFolderOptionTests {
    private static func emptyFolder() throws -> URL {
        let folder = try CommandRunner.folder(with: [:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [
        (["generate", "swift"], [], "App/Feed.swift", ".swift", "App"),
        (["strings", "export"], ["--format", "xcstrings"], "Localizable.xcstrings", ".xcstrings", "."),
        (["strings", "export"], [], "l10n/en.lproj/", ".lproj", "l10n"),
        (["run"], ["--format", "svg"], "docs/header.svg", ".svg", "docs"),
    ])
    func aPathNamedLikeAFileIsRefused(command: [String], options: [String], output: String, ending: String, folder: String)
        throws
    {
        let root = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml").path
        let result = try CommandRunner.run(command + [spec] + options + ["--output", output], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: the value '\(output)' is invalid for '--output'; it ends in \(ending) like the names of what the tool "
                    + "writes, but --output is the folder they go in: give the folder, such as --output \(folder)\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func anExistingFolderIsUsedWhateverItsName() throws {
        let root = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Strings.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        let spec = CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml").path
        let result = try CommandRunner.run(["strings", "export", spec, "--format", "xcstrings", "--output", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Localizable.xcstrings").path))
    }
}
