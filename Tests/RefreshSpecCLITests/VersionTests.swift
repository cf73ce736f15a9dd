import Foundation
import Testing

/// The version is the repository's `VERSION` file, compiled in (Plugins/EmbedVersion): the
/// binary prints it without the repository beside it, and SARIF names the same one.
@Suite struct VersionTests {
    static var versionFile: String {
        get throws {
            try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("VERSION"), encoding: .utf8)
        }
    }

    @Test func versionPrintsTheVersionFile() throws {
        // Run from an empty folder: nothing is read at run time.
        let folder = try CommandRunner.folder(with: [:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["--version"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == (try Self.versionFile))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func sarifNamesTheSameVersion() throws {
        let result = try CommandRunner.run(["validate", "--format", "sarif", "specs/header.yaml"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tool = (log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any]
        let driver = try #require(tool?["driver"] as? [String: Any])
        #expect((driver["version"] as? String).map { $0 + "\n" } == (try Self.versionFile))
    }

    /// A VERSION file that holds no version stops the build at its line and column; a version
    /// with a pre-release and build suffix is taken as it is.
    @Test(arguments: [
        ("v1\n", "1:1: error: expected a semantic version such as 0.9.0 or 1.0.0-rc.1, found 'v1'"),
        ("1.2\n", "1:1: error: expected a semantic version such as 0.9.0 or 1.0.0-rc.1, found '1.2'"),
        ("01.2.3\n", "1:1: error: expected a semantic version such as 0.9.0 or 1.0.0-rc.1, found '01.2.3'"),
        ("1.2.3\n4.5.6\n", "2:1: error: the version file holds one line: the version"),
        ("1.0.0-rc.1+build.5\n", nil),
    ])
    func theEmbedderChecksTheVersionFile(_ text: String, error: String?) throws {
        let folder = try CommandRunner.folder(with: ["VERSION": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let embedder = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("VersionEmbedder")
        let versionPath = folder.appendingPathComponent("VERSION").path
        let output = folder.appendingPathComponent("EmbeddedVersion.swift")
        let result = try CommandRunner.run([output.path, versionPath], executable: embedder, in: folder)
        if let error {
            #expect(result.status == 1)
            #expect(result.stderr == "\(versionPath):\(error)\n")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            let source = try String(contentsOf: output, encoding: .utf8)
            #expect(source.contains("static let embeddedVersion = \"1.0.0-rc.1+build.5\""))
        }
    }
}
