import Foundation
import Testing

/// `refreshspec init`: a starter spec for each kind of component, passing validate --strict and test.
@Suite struct InitCommandTests {
    private func initialized(_ arguments: [String]) throws -> (folder: URL, result: CommandResult) {
        let folder = try CommandRunner.folder(with: [:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, try CommandRunner.run(["init"] + arguments, in: folder))
    }

    @Test(arguments: [
        ["--component", "header"], ["--component", "back-footer"], ["--component", "auto-footer"],
        ["--component", "trailer"], ["--component", "trailer", "--locale", "ko", "--locale", "ja"], ["--component", "righter"],
        ["--component", "observer"],
        ["--component", "header", "--component", "auto-footer", "--component", "observer", "--locale", "ar"],
        ["--component", "header", "--component", "back-footer", "--locale", "zh-Hans", "--locale", "it", "--locale", "en"],
    ])
    func theStarterPassesValidateStrictAndTest(_ arguments: [String]) throws {
        let (folder, result) = try initialized(["starter"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("specs/starter.yaml: written, "))
        let validate = try CommandRunner.run(["validate", "--strict", "specs"], in: folder)
        #expect(validate.status == 0, "\(validate.stdout)")
        let strings = try CommandRunner.run(["strings", "check", "--strict", "specs"], in: folder)
        #expect(strings.status == 0, "\(strings.stdout)")
        let test = try CommandRunner.run(["test", "--strict", "specs"], in: folder)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(!test.stdout.contains(" 0 scenarios"))
    }

    /// The header starter's numbers follow MJRefresh's rules for a 54 pt header under a 64 pt bar.
    @Test func theHeaderStarterRecordsWhereTheHeaderPulls() throws {
        let (folder, result) = try initialized([])
        #expect(
            result.stdout
                == "specs/feed.yaml: written, 1 scenario and 3 expectations recorded\nNext: refreshspec test specs/feed.yaml\n")
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/feed.yaml"), encoding: .utf8)
        // drag 40 + 30 from -64: -134 < -118 (-64 - 54): pulling at 70 / 54 = 1.30; released,
        // refreshing holds insetTop 64 + 54 = 118 at offsetY -118.
        #expect(
            spec.contains(
                "- expect: {header: {state: pulling, text: Release to refresh, pullingPercent: 1.3}, scrollView: {offsetY: -134}}"
            ))
        #expect(spec.contains("scrollView: {offsetY: -118, insetTop: 118}}"))
        #expect(spec.contains("# Shows below offsetY -64 (-insetTop), pulls below -118 (-64 - its height 54)."))
    }

    /// The README shows a part of the starter its first command writes: that part is init's own.
    @Test func theReadmesExcerptIsWhatInitWrites() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let after = try #require(readme.components(separatedBy: "`specs/feed.yaml` is a table").dropFirst().first)
        let excerpt = try #require(
            after.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let (folder, _) = try initialized(["feed", "--locale", "en", "--locale", "zh-Hans"])
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/feed.yaml"), encoding: .utf8)
        #expect(excerpt.count > 200)
        #expect(spec.contains(excerpt))
    }

    @Test func anExistingSpecIsNeverOverwritten() throws {
        let (folder, _) = try initialized([])
        let file = folder.appendingPathComponent("specs/feed.yaml")
        try Data("version: 1\n".utf8).write(to: file)
        let again = try CommandRunner.run(["init"], in: folder)
        #expect(again.status == 2)
        #expect(again.stderr.contains("'specs/feed.yaml' exists; init never overwrites a spec"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "version: 1\n")
    }

    @Test func aLocaleNoBuiltInOneServesIsMarkedForTranslation() throws {
        let (folder, _) = try initialized(["--locale", "it"])
        let spec = try String(contentsOf: folder.appendingPathComponent("specs/feed.yaml"), encoding: .utf8)
        #expect(spec.contains("    feed.header.idle: Pull down to refresh   # to translate\n"))
    }

    @Test(arguments: [
        (["--component", "trailer", "--component", "header"], "write two specs"),
        (["--component", "back-footer", "--component", "auto-footer"], "one footer"),
        (["bad name"], "is not usable as a file"),
        (["--component", "spinner"], "choose one of header, back-footer"),
    ])
    func unusableCombinationsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let (_, result) = try initialized(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message))
    }
}
