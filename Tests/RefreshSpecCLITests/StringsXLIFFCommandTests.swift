import Foundation
import Testing

/// `strings export --format xliff` and `strings import --from FILE.xliff`, as a vendor's round
/// trip goes.
@Suite struct StringsXLIFFCommandTests {
    /// The spec of the three-way import's tests: en and zh-Hans texts of a header.
    static let spec = StringsImportThreeWayCommandTests.spec

    private func exported(_ yaml: String = spec) throws -> (spec: String, out: URL, result: CommandResult) {
        let folder = try CommandRunner.folder(with: ["feed.yaml": yaml])
        let spec = folder.appendingPathComponent("feed.yaml").path
        let out = folder.appendingPathComponent("L10n")
        let result = try CommandRunner.run(["strings", "export", spec, "--format", "xliff", "--output", out.path])
        return (spec, out, result)
    }

    /// Export, import, export: the same bytes, and the spec unchanged.
    @Test func theRoundTripIsByteIdentical() throws {
        let (spec, out, result) = try exported()
        #expect(result.status == 0, "\(result.stderr)")
        let file = out.appendingPathComponent("Localizable.xliff")
        let first = try Data(contentsOf: file)
        let imported = try CommandRunner.run(["strings", "import", spec, "--from", file.path])
        #expect(imported.stdout == "\(spec): up to date\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == Data(Self.spec.utf8))
        #expect(try CommandRunner.run(["strings", "export", spec, "--format", "xliff", "--output", out.path]).status == 0)
        #expect(try Data(contentsOf: file) == first)
    }

    /// A vendor's target is taken; an old XLIFF export does not undo a newer text (three-way).
    @Test func aVendorsTargetIsTakenAndAnOldExportKeptBack() throws {
        let (spec, out, _) = try exported()
        let file = out.appendingPathComponent("Localizable.xliff")
        let old = try String(contentsOf: file, encoding: .utf8)
        try Data(old.replacingOccurrences(of: ">下拉刷新<", with: ">向下拉动即可刷新<").utf8).write(to: file)
        let taken = try CommandRunner.run(["strings", "import", spec, "--from", file.path])
        #expect(taken.stdout == "\(spec):5: zh-Hans feed.idle: '下拉刷新' → '向下拉动即可刷新'\n\(spec): 1 changed, 0 added\n")
        // The spec moves on; the old file (the manifest's texts) is imported again.
        let edited = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "正在获取新闻...", with: "正在加载新闻…")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: spec))
        try Data(old.utf8).write(to: file)
        let kept = try CommandRunner.run(["strings", "import", spec, "--from", file.path])
        #expect(kept.status == 0)
        #expect(
            kept.stdout.contains(
                "\(spec):5: zh-Hans feed.refreshing: kept newer text '正在加载新闻…' (the file still has the exported '正在获取新闻...')\n"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("feed.refreshing: 正在加载新闻…"))
    }

    /// A control character XML 1.0 cannot carry is refused at its text; nothing is written.
    @Test func aTextXMLCannotCarryIsAnErrorAtTheText() throws {
        let (spec, out, result) = try exported(
            Self.spec.replacingOccurrences(of: "feed.idle: 下拉刷新", with: "feed.idle: \"下拉\\x07刷新\""))
        #expect(result.status == 1)
        // Line 5: `  zh-Hans: {feed.idle: "下拉\x07刷新", ...}`, the text (its opening quote) at column 24.
        #expect(
            result.stderr.hasPrefix(
                "\(spec):5:24: error: the text of 'feed.idle' in zh-Hans holds U+0007, which XML 1.0 cannot carry; XLIFF cannot hold it (nothing was written)\n"
            ), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aMalformedXLIFFIsLocatedAndTheSpecLeftAlone() throws {
        let (spec, _, _) = try exported()
        let folder = try CommandRunner.folder(with: [
            "Localizable.xliff": "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<xliff version=\"1.2\"/>\n"
        ])
        let result = try CommandRunner.run(["strings", "import", spec, "--from", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "\(folder.path)/Localizable.xliff:2:1: error: not XLIFF: a DOCTYPE is not read: XLIFF needs none, and it could declare entities\n"
            ))
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == Data(Self.spec.utf8))
    }
}
