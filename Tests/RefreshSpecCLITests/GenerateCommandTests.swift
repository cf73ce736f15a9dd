import Foundation
import Testing

/// `refreshspec generate swift`: the files it writes, its options, its exit statuses, and a
/// String Catalog equal to `strings export --format xcstrings` (no example spec overrides a
/// built-in key in a language that falls back: `OverriddenTitleTests` covers that).
@Suite struct GenerateCommandTests {
    /// The example specs, as paths relative to the package root.
    static let specs: [String] =
        ((try? FileManager.default.contentsOfDirectory(
            atPath: CommandRunner.packageRoot.appendingPathComponent("specs").path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/" + $0 }

    /// Runs `generate swift` with arguments into a fresh folder; the folder and the result.
    static func generate(_ arguments: [String]) throws -> (URL, CommandResult) {
        let folder = try CommandRunner.folder(with: [:])
        return (folder, try CommandRunner.run(["generate", "swift"] + arguments + ["--output", folder.path]))
    }

    static func text(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func writesTheSwiftFileAndTheCatalogOfEachSpec() throws {
        let (folder, result) = try Self.generate(["specs/header.yaml", "specs/auto-footer-budget.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout
                == [
                    "RefreshSpecHeader.swift", "RefreshSpecHeader.xcstrings", "RefreshSpecAutoFooterBudget.swift",
                    "RefreshSpecAutoFooterBudget.xcstrings",
                ].map { "wrote \(folder.path)/\($0)\n" }.joined())
        let swift = try Self.text(folder, "RefreshSpecHeader.swift")
        #expect(swift.contains("public enum RefreshSpecHeader {"))
        #expect(swift.contains("public static func install(on scrollView: UIScrollView, onRefresh: @escaping () -> Void)"))
        #expect(swift.contains("String(localized: \"feed.idle\", table: \"RefreshSpecHeader\", bundle: bundle)"))
    }

    @Test(arguments: specs)
    func theCatalogEqualsStringsExport(_ spec: String) throws {
        let (folder, generated) = try Self.generate([spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(generated.status == 0, "\(generated.stderr)")
        let exported = try CommandRunner.run(
            ["strings", "export", spec, "--format", "xcstrings", "--output", folder.appendingPathComponent("export").path])
        #expect(exported.status == 0)
        let catalogName = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".xcstrings") })
        #expect(try Self.text(folder, catalogName) == Self.text(folder, "export/Localizable.xcstrings"))
    }

    @Test func theOutputIsTheSameInEveryProcess() throws {
        let (first, one) = try Self.generate(Self.specs)
        let (second, two) = try Self.generate(Self.specs)
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(one.status == 0 && two.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(names.count == 2 * Self.specs.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path).sorted() == names)
        for name in names { #expect(try Self.text(first, name) == Self.text(second, name), "\(name)") }
    }

    @Test func internalAccessWritesNoPublicModifier() throws {
        let (folder, result) = try Self.generate(["specs/locale-switch.yaml", "--access", "internal"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0)
        let swift = try Self.text(folder, "RefreshSpecLocaleSwitch.swift")
        #expect(!swift.contains("public "))
        #expect(swift.contains("\nenum RefreshSpecLocaleSwitch {"))
        #expect(swift.contains("  static func makeFooter(refreshing: @escaping () -> Void) -> MJRefreshBackNormalFooter {"))
    }

    @Test func theModulePrefixNamesTheTypeTheFilesAndTheTable() throws {
        let (folder, result) = try Self.generate(["specs/header.yaml", "--module-prefix", "Feed"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0)
        let swift = try Self.text(folder, "FeedHeader.swift")
        #expect(swift.contains("public enum FeedHeader {"))
        #expect(swift.contains("table: \"FeedHeader\""))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("FeedHeader.xcstrings").path))
    }

    @Test(arguments: ["9lives", "my-app", ""])
    func aPrefixThatIsNoIdentifierIsAUsageError(_ prefix: String) throws {
        let (folder, result) = try Self.generate(["specs/header.yaml", "--module-prefix", prefix])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: the value '\(prefix)' is invalid for '--module-prefix'; give a Swift identifier of ASCII letters, digits and '_' that starts with a letter\n"
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing is written")
    }

    @Test func aBadSpecIsReportedAtItsPlaceAndTheNextIsStillWritten() throws {
        let (folder, result) = try Self.generate(["Tests/Fixtures/Broken/unknown-key.yaml", "specs/header.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "Tests/Fixtures/Broken/unknown-key.yaml:9:5: error: unknown key 'triggerPrecent' in autoFooter (did you mean 'triggerPercent'?)"
            ))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "RefreshSpecHeader.swift", "RefreshSpecHeader.xcstrings",
            ])
    }

    @Test func aMissingFileExits2AfterTheOthers() throws {
        let (folder, result) = try Self.generate(["missing.yaml", "Tests/Fixtures/Broken/unknown-key.yaml", "specs/header.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 2)
        #expect(result.stderr.contains("refreshspec: error: cannot read 'missing.yaml': No such file or directory"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("RefreshSpecHeader.swift").path))
    }

    @Test func settingsMJRefreshLacksAreLocatedWarningsAndTheRunSucceeds() throws {
        let (folder, result) = try Self.generate(["specs/righter.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0)
        #expect(
            result.stderr.hasPrefix(
                "specs/righter.yaml:35:5: warning: variant righter is the seed's MJRefreshRighter, not part of MJRefresh: the generated code uses MJRefreshNormalTrailer with the righter's titles, font and color, but MJRefresh's arrow, horizontal label and 60-point width, and it does not hide without data\n"
            ))
        let code = try Self.text(folder, "RefreshSpecRighter.swift").replacingOccurrences(of: "\n    // ", with: " ")
        #expect(
            code.contains(" refreshspec: variant righter is the seed's MJRefreshRighter, not part of MJRefresh: the generated"))
        #expect(code.contains("(spec 35:5, codegen-substituted-class)."))
    }

    @Test func aSecondSpecOfTheSameNameIsRefusedAndTheFirstKept() throws {
        let (folder, result) = try Self.generate(["specs/header.yaml", "specs/header.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "refreshspec: error: 'specs/header.yaml' makes RefreshSpecHeader.swift like 'specs/header.yaml', whose files are kept; give the specs different names\n"
        )
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func theRuleCatalogListsTheCodegenRules() throws {
        let result = try CommandRunner.run(["validate", "--format", "sarif", "specs/header.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("{\"id\":\"codegen-not-in-mjrefresh\""))
        #expect(result.stdout.contains("{\"id\":\"codegen-substituted-class\""))
    }

    @Test func generateWithoutASubcommandOrAFileIsAUsageError() throws {
        let bare = try CommandRunner.run(["generate"])
        #expect(bare.status == 2)
        #expect(bare.stderr.hasPrefix("refreshspec: error: missing subcommand\n"))
        let noFile = try CommandRunner.run(["generate", "swift"])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.hasPrefix("refreshspec: error: missing expected argument '<file> ...'\n"))
    }
}
