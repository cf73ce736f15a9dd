import Foundation
import Testing

@Suite struct HelpAndUsageTests {
    @Test func unknownSubcommandIsAUsageErrorWithTheClosestName() throws {
        let result = try CommandRunner.run(["valdate", "specs"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                refreshspec: error: unknown subcommand 'valdate' (did you mean 'validate'?)
                Usage: refreshspec <subcommand>
                  See 'refreshspec --help' for more information.

                """)
        let unlike = try CommandRunner.run(["frobnicate", "specs"])
        #expect(unlike.status == 2)
        #expect(unlike.stderr.hasPrefix("refreshspec: error: unknown subcommand 'frobnicate'\n"))
    }

    @Test func unknownStringsSubcommandIsAUsageErrorWithTheClosestName() throws {
        let result = try CommandRunner.run(["strings", "chek", "specs"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                refreshspec: error: unknown subcommand 'chek' (did you mean 'check'?)
                Usage: refreshspec strings <subcommand>
                  See 'refreshspec strings --help' for more information.

                """)
    }

    /// `help strings import` is checked against the golden help in `SnapshotTests.helpSpellingsAgree`.
    @Test func helpOfAMisspeltCommandSuggestsTheClosest() throws {
        let misspelt = try CommandRunner.run(["help", "valdate"])
        #expect(misspelt.status == 2)
        #expect(misspelt.stderr.hasPrefix("refreshspec: error: unknown subcommand 'valdate' (did you mean 'validate'?)\n"))
    }

    @Test func badOptionValueIsAUsageError() throws {
        let result = try CommandRunner.run(["validate", "--format", "xml", "specs"])
        #expect(result.status == 2)
        let choices = "text, json, sarif, github"
        #expect(
            result.stderr.hasPrefix("refreshspec: error: the value 'xml' is invalid for '--format'; choose one of \(choices)\n"))
        #expect(result.stderr.contains("See 'refreshspec validate --help'"))
    }

    @Test func repeatedOptionsAndBadLocalesAreUsageErrors() throws {
        let twice = try CommandRunner.run(["validate", "--format", "json", "--format", "text", "specs"])
        #expect(twice.status == 2)
        #expect(twice.stderr.hasPrefix("refreshspec: error: the option '--format' is given more than once\n"))
        let locale = try CommandRunner.run(["tree", "specs/header.yaml", "--locale", "not a locale"])
        #expect(locale.status == 2)
        #expect(locale.stderr.hasPrefix("refreshspec: error: the value 'not a locale' is invalid for '--locale'"))
        let stdinImport = try CommandRunner.run(["strings", "import", "-", "--from", "l10n"])
        #expect(stdinImport.status == 2)
        #expect(stdinImport.stderr.hasPrefix("refreshspec: error: strings import updates a spec file in place"))
    }

    /// Issue 34: `Error: Unknown option '--update'` beside `refreshspec: error: cannot use …`.
    /// Every refusal, usage errors included, begins as the tool's other complaints do. (`validate`,
    /// as `test` is to get an `--update`.)
    @Test(arguments: SnapshotTests.refusals.map(\.arguments) + [["validate", "--update", "specs"]])
    func everyRefusalHasOnePrefix(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("refreshspec: error: "), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:"))
    }

    @Test func unknownOptionAndMissingPathAreUsageErrors() throws {
        #expect(
            try CommandRunner.run(["validate", "--strcit", "specs"]).stderr.hasPrefix(
                "refreshspec: error: unknown option '--strcit'"))
        #expect(try CommandRunner.run(["validate"]).status == 2)
    }
}

@Suite struct RelocatedBinaryTests {
    /// A spec with no `strings`: its header shows the built-in texts of the scenario's locale.
    static let spec = """
        version: 1
        name: builtins
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        components: [{id: header, type: header}]
        scenarios:
          - name: idle in Korean
            locale: ko
            steps: [{drag: {dy: 10}}]
        """

    /// The built-in catalogs are compiled in: the binary copied alone into an empty folder, run
    /// from there, shows the texts of `Sources/RefreshSpec/Catalog/ko.json`.
    @Test func aBinaryCopiedAloneShowsTheBuiltInTexts() throws {
        let folder = try CommandRunner.folder(with: ["spec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("refreshspec")
        try FileManager.default.copyItem(at: CommandRunner.executable, to: copy)
        let catalog = CommandRunner.packageRoot.appendingPathComponent("Sources/RefreshSpec/Catalog/ko.json")
        let korean = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: String])
        let idle = try #require(korean["header.idle"])

        let result = try Self.runFreshCopy(copy, ["run", "spec.yaml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("idle \"\(idle)\""), "\(result.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["refreshspec", "spec.yaml"])
    }

    /// Runs a just-written executable. While it was being written, another test of the parallel
    /// run may have started a process, which then holds the file open for writing until it
    /// execs; running it meanwhile fails with ETXTBSY ("Text file busy"), so that is retried.
    private static func runFreshCopy(_ copy: URL, _ arguments: [String], in folder: URL) throws -> CommandResult {
        for _ in 0..<50 {
            do {
                return try CommandRunner.run(arguments, executable: copy, in: folder)
            } catch let error as NSError
                where (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        return try CommandRunner.run(arguments, executable: copy, in: folder)
    }
}
