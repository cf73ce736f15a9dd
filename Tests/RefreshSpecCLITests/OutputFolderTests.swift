import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files written into an `--output` folder stay inside it: one that a committed symbolic link
/// leads outside is refused before anything is written, unless `--allow-outside-output`; and a
/// spec name too long for a file name is an error at `name`, with nothing written.
@Suite struct OutputFolderTests {
    /// Issue 36's layout: a repository beside a folder `outside`, its `Generated` folder holding
    /// links to `../../outside/victim.txt` and `../../outside/new/dirs/x.json`.
    private func repository(links: [String: String]) throws -> (folder: URL, repository: URL) {
        let spec = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml"), encoding: .utf8)
        let folder = try CommandRunner.folder(with: ["outside/victim.txt": "victim\n", "repo/header.yaml": spec])
        let repository = folder.appendingPathComponent("repo")
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        for (name, destination) in links {
            #expect(symlink(destination, repository.appendingPathComponent(name).path) == 0)
        }
        return (folder, repository)
    }

    private func contents(_ folder: URL, _ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func generateRefusesAFileALinkLeadsOutsideAndWritesNothing() throws {
        let (folder, repository) = try repository(links: [
            "Generated/RefreshSpecHeader.swift": "../../outside/victim.txt",
            "Generated/RefreshSpecHeader.xcstrings": "../../outside/new/dirs/x.json",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["generate", "swift", "header.yaml", "--output", "Generated"], in: repository)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "refreshspec: error: cannot write 'Generated/RefreshSpecHeader.swift': a symbolic link leads it to "
                + "'\(folder.resolvingSymlinksInPath().path)/outside/victim.txt', outside the output folder; nothing was "
                + "written (--allow-outside-output allows it)\n")
        #expect(contents(folder, "outside/victim.txt") == "victim\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path) == ["victim.txt"])
    }

    /// A link that would have its target's folders made outside is refused before any is made.
    @Test func generateMakesNoFoldersThroughALinkLeadingOutside() throws {
        let (folder, repository) = try repository(links: [
            "Generated/RefreshSpecHeader.xcstrings": "../../outside/new/dirs/x.json"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["generate", "swift", "header.yaml", "--output", "Generated"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'Generated/RefreshSpecHeader.xcstrings': a symbolic link leads it to"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path) == ["victim.txt"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Generated").path) == [
                "RefreshSpecHeader.xcstrings"
            ])
    }

    @Test func theFlagAllowsWritingOutside() throws {
        let (folder, repository) = try repository(links: [
            "Generated/RefreshSpecHeader.swift": "../../outside/victim.txt",
            "Generated/RefreshSpecHeader.xcstrings": "../../outside/new/dirs/x.json",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(
            ["generate", "swift", "header.yaml", "--output", "Generated", "--allow-outside-output"], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(folder, "outside/victim.txt")?.contains("RefreshSpecHeader") == true)
        #expect(contents(folder, "outside/new/dirs/x.json")?.contains("\"sourceLanguage\"") == true)
    }

    /// A link that stays inside the folder, and an output folder that is itself a link, are written through.
    @Test func linksInsideTheFolderAndALinkedFolderAreWrittenThrough() throws {
        let (folder, repository) = try repository(links: [
            "Generated/RefreshSpecHeader.swift": "Kept/Header.swift", "Linked": "../outside",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = try CommandRunner.run(["generate", "swift", "header.yaml", "--output", "Generated"], in: repository)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(contents(repository, "Generated/Kept/Header.swift")?.contains("RefreshSpecHeader") == true)
        let linked = try CommandRunner.run(["generate", "swift", "header.yaml", "--output", "Linked"], in: repository)
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(contents(folder, "outside/RefreshSpecHeader.swift") != nil)
    }

    /// `strings export`: a folder on the way (`zh-Hans.lproj`) is the link that leads outside.
    @Test func exportRefusesAFolderLinkLeadingOutside() throws {
        let (folder, repository) = try repository(links: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("out"), withIntermediateDirectories: true)
        #expect(symlink("../../outside", repository.appendingPathComponent("out/zh-Hans.lproj").path) == 0)
        let result = try CommandRunner.run(["strings", "export", "header.yaml", "--output", "out"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'out/zh-Hans.lproj/Localizable.strings': a symbolic link leads it to"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path) == ["victim.txt"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("out").path) == [
                "zh-Hans.lproj"
            ])
    }

    /// `run --output`: a picture's name committed as a link to a file outside.
    @Test func runRefusesAPictureALinkLeadsOutside() throws {
        let (folder, repository) = try repository(links: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CommandRunner.run(["run", "header.yaml", "--output", "first"], in: repository)
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("first").path).sorted()
        let name = try #require(names.last)
        #expect(symlink("../../outside/victim.txt", repository.appendingPathComponent("Generated/" + name).path) == 0)
        let result = try CommandRunner.run(["run", "header.yaml", "--output", "Generated"], in: repository)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write 'Generated/\(name)': a symbolic link leads it to"))
        #expect(contents(folder, "outside/victim.txt") == "victim\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Generated").path) == [name])
    }

    /// Issue 36: a 227-character name validates, but its String Catalog's temporary file
    /// (`.RefreshSpec<Name>.xcstrings.XXXXXX`: 11 + 227 + 10 + 8 = 256 bytes) is too long a name.
    @Test func aSpecNameTooLongForAFileNameIsAnErrorAtNameAndNothingIsWritten() throws {
        let (folder, repository) = try repository(links: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = repository.appendingPathComponent("header.yaml")
        let text = try String(contentsOf: spec, encoding: .utf8)
            .replacingOccurrences(of: "\nname: header\n", with: "\nname: \(String(repeating: "a", count: 227))\n")
        try Data(text.utf8).write(to: spec)
        #expect(try CommandRunner.run(["validate", "header.yaml"], in: repository).status == 0)
        let result = try CommandRunner.run(["generate", "swift", "header.yaml", "--output", "Out"], in: repository)
        #expect(result.status == 1)
        // `name:` is line 10 of specs/header.yaml; its value starts at column 7.
        #expect(
            result.stderr.hasPrefix(
                "header.yaml:10:7: error: the spec's name makes a file name too long, 'RefreshSpecAaaaaaaaa…aaaaaaaaaa.xcstrings': "
                    + "the file name is 248 bytes long; a file system allows 247 here (8 more for its temporary file); "
                    + "give a shorter name\n"))
        #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("Out").path))
    }
}
