import Foundation
import Testing

/// Every file the command line writes gets its missing folders, and a write that fails says why.
@Suite struct OutputPathTests {
    @Test func junitCreatesMissingFolders() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("build/reports/refreshspec.xml")
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", junit.path])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try String(contentsOf: junit, encoding: .utf8)
        #expect(document.contains("<testsuites"))
    }

    @Test func exportCreatesMissingFolders() throws {
        let spec = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml"), encoding: .utf8)
        let folder = try CommandRunner.folder(with: ["header.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("a/b/l10n").path
        let result = try CommandRunner.run([
            "strings", "export", folder.appendingPathComponent("header.yaml").path, "--output", output,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output + "/zh-Hans.lproj/Localizable.strings"))
    }

    /// A parent path that is a regular file: the system's "Not a directory", exit 2.
    @Test func aFileInTheWayIsNamedWithTheSystemsReason() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec, "build": "a file"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("good.yaml").path
        let junit = folder.appendingPathComponent("build/refreshspec.xml").path
        let test = try CommandRunner.run(["test", spec, "--junit", junit])
        #expect(test.status == 2)
        #expect(test.stderr == "refreshspec: error: cannot write '\(junit)': Not a directory\n")

        let deeper = folder.appendingPathComponent("build/sub/refreshspec.xml").path
        let nested = try CommandRunner.run(["test", spec, "--junit", deeper])
        #expect(nested.status == 2)
        #expect(nested.stderr == "refreshspec: error: cannot write '\(deeper)': Not a directory\n")

        let header = CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml").path
        let output = folder.appendingPathComponent("build/l10n").path
        let export = try CommandRunner.run(["strings", "export", header, "--output", output])
        #expect(export.status == 2)
        #expect(export.stderr == "refreshspec: error: cannot write '\(output)/en.lproj/Localizable.strings': Not a directory\n")
    }

    @Test func aFolderInTheWayIsNamedWithTheSystemsReason() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": TestCommandTests.passingSpec, "out/keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("out").path
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("good.yaml").path, "--junit", junit])
        #expect(result.status == 2)
        #expect(result.stderr == "refreshspec: error: cannot write '\(junit)': Is a directory\n")
    }

    /// `--html r.out --junit r.out` left only the HTML page, and `--junit feed.yaml` replaced the
    /// spec with XML, both with exit 0: refused before anything runs, however the path is spelt
    /// (`sub/../`, a symbolic link), and nothing is written.
    @Test func outputsThatAreOneFileOrASpecAreRefused() throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": TestCommandTests.passingSpec, "sub/keep": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("feed.yaml").path
        let report = folder.appendingPathComponent("report.out").path
        let sameFile = try CommandRunner.run(
            ["test", spec, "--junit", report, "--html", folder.appendingPathComponent("sub/../report.out").path])
        #expect(sameFile.status == 2)
        #expect(sameFile.stdout.isEmpty)
        #expect(
            sameFile.stderr.hasPrefix(
                "refreshspec: error: --junit '\(report)' and --html '\(folder.path)/sub/../report.out' are the same file: give each its own\n"
            )
        )
        #expect(!FileManager.default.fileExists(atPath: report))

        let link = folder.appendingPathComponent("latest.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "feed.yaml")
        // `reports` does not exist: OutputFile would make it, and `..` would lead back to the spec.
        for output in [spec, link, folder.appendingPathComponent("reports/../feed.yaml").path] {
            let overSpec = try CommandRunner.run(["test", folder.path, "--junit", output])
            #expect(overSpec.status == 2)
            #expect(
                overSpec.stderr.hasPrefix(
                    "refreshspec: error: --junit '\(output)' is the spec '\(spec)', which writing it would replace\n"))
        }
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == TestCommandTests.passingSpec)
    }
}
