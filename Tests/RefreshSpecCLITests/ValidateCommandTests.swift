import Foundation
import Testing

@Suite struct ValidateCommandTests {
    static let validSpec = """
        version: 1
        scrollView:
          frame: {width: 375, height: 667}
        components:
          - id: header
            type: header

        """

    /// The README's first command prints nothing but results: every example spec passes
    /// `--strict`, and the specs that warn on purpose live in `Tests/Fixtures/Warnings`, where they
    /// run and pass but fail `--strict`.
    @Test func theExampleSpecsPassStrictAndTheWarningFixturesDoNot() throws {
        let examples = try CommandRunner.run(["validate", "--strict", "specs"])
        #expect(examples.status == 0, "\(examples.stdout)")
        #expect(examples.stdout.hasSuffix(" files, 0 errors, 0 warnings\n"))
        #expect(!examples.stdout.contains("error:"))
        let fixtures = try CommandRunner.run(["test", "Tests/Fixtures/Warnings"])
        #expect(fixtures.status == 0, "\(fixtures.stdout)")
        #expect(fixtures.stdout.hasSuffix("3 specs, 3 scenarios: 3 passed, 0 failed\n"))
        #expect(fixtures.stdout.components(separatedBy: ": warning: ").count - 1 == 4)
        #expect(try CommandRunner.run(["validate", "--strict", "Tests/Fixtures/Warnings"]).status == 1)
    }

    /// A file named again, inside a folder also named, or through `./`, doubled slashes, `..`
    /// or a symbolic link is checked once, where it first comes; standard input is read once.
    @Test func aFileReachedTwiceIsCheckedOnce() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": "version: 1\nname: [unclosed\n", "b.yaml": Self.validSpec, "odd dir/keep": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.yaml").path
        let link = folder.appendingPathComponent("link.yml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "b.yaml")
        let result = try CommandRunner.run([
            "validate", "--quiet", a, folder.path, folder.path + "/./a.yaml", folder.path + "//b.yaml",
            folder.path + "/odd dir/../a.yaml", link,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)")
        #expect(result.stdout.hasPrefix(a + ":"))
        #expect(result.stdout.hasSuffix("2 files, 1 error, 0 warnings\n"))
        let stdin = try CommandRunner.run(["validate", "-", "-"], input: Self.validSpec)
        #expect(stdin.status == 0, "\(stdin.stdout)\(stdin.stderr)")
        #expect(stdin.stdout == "1 file, 0 errors, 0 warnings\n")
    }

    @Test func oneBadFileDoesNotStopTheOthers() throws {
        let folder = try CommandRunner.folder(with: [
            "a/good.yaml": Self.validSpec, "b/broken.yml": "version: 1\nname: [unclosed\n", "notes.txt": "ignored",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", folder.path])
        #expect(result.status == 1)
        // libyaml: the flow sequence opened at 2:7 is still open at the end of the stream, 3:1,
        // a line the file does not have: reported at the end of line 2, after `name: [unclosed`
        // (15 characters), 2:16.
        #expect(
            result.stdout.hasPrefix("\(folder.path)/b/broken.yml:2:16: error: invalid YAML: did not find expected ',' or ']'\n"))
        #expect(result.stdout.contains("    note: 2:7: while parsing a flow sequence\n"))
        #expect(result.stdout.hasSuffix("2 files, 1 error, 0 warnings\n"))
    }

    @Test func aFolderNamedLikeASpecIsSearchedNotRead() throws {
        let folder = try CommandRunner.folder(with: ["sub/old.yaml/inner.yaml": Self.validSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1 file, 0 errors, 0 warnings\n")
    }

    @Test func unreadablePathExitsTwoAfterCheckingTheRest() throws {
        let folder = try CommandRunner.folder(with: ["good.yaml": Self.validSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", folder.appendingPathComponent("missing.yaml").path, folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("missing.yaml': No such file or directory"))
        #expect(result.stdout == "1 file, 0 errors, 0 warnings\n")
    }

    @Test func standardInputIsNamedStdin() throws {
        let result = try CommandRunner.run(["validate", "-"], input: "version: 1\n  bad: indent\n")
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("<stdin>:2:6: error: invalid YAML: mapping values are not allowed in this context"))
    }

    @Test func jsonFormatCarriesEveryDiagnosticAndTheSummary() throws {
        let folder = try CommandRunner.folder(with: ["x.yaml": "a: *missing\n", "y.yaml": Self.validSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "--format", "json", folder.path])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.count == 2)
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "yaml-alias")
        #expect(diagnostics.first?["line"] as? Int == 1)
        #expect(diagnostics.first?["column"] as? Int == 4)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary == ["files": 2, "errors": 1, "warnings": 0])
    }
}

@Suite struct StringCatalogImportTests {
    static let spec = ValidateCommandTests.validSpec.replacingOccurrences(
        of: "components:\n", with: "strings:\n  en:\n    feed.idle: Pull down\ncomponents:\n"
    )
    .replacingOccurrences(of: "    type: header\n", with: "    type: header\n    labels: {idle: feed.idle}\n")

    static func catalog(_ localizations: String) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"feed.idle": {"localizations": {\(localizations)}}}}
        """
    }

    @Test func emptyTranslationsAreNotImported() throws {
        let folder = try CommandRunner.folder(with: [
            "s.yaml": Self.spec,
            "l10n/Localizable.xcstrings": Self.catalog(
                #""de": {"stringUnit": {"state": "translated", "value": "Ziehen"}}, "fr": {"stringUnit": {"state": "new", "value": ""}}"#
            ),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("s.yaml")
        let result = try CommandRunner.run(["strings", "import", spec.path, "--from", folder.appendingPathComponent("l10n").path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: spec, encoding: .utf8)
        #expect(text.contains("  de:\n    feed.idle: Ziehen\n"))
        #expect(!text.contains("fr:"))
    }

    @Test func aCatalogWithNothingToImportSaysSo() throws {
        let folder = try CommandRunner.folder(with: [
            "s.yaml": Self.spec,
            "l10n/Localizable.xcstrings": Self.catalog(#""fr": {"stringUnit": {"state": "new", "value": ""}}"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "strings", "import", folder.appendingPathComponent("s.yaml").path, "--from",
            folder.appendingPathComponent("l10n").path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the String Catalog has no translated string units to import"))
    }
}
