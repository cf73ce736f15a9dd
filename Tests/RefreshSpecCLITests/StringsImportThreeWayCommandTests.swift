import Foundation
import Testing

/// `strings import` with the manifest `strings export` wrote: imports that never go backwards.
@Suite struct StringsImportThreeWayCommandTests {
    static let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: Pull down, feed.refreshing: Loading news...}
          zh-Hans: {feed.idle: 下拉刷新, feed.refreshing: 正在获取新闻...}
        components:
          - {id: header, type: header, labels: {idle: feed.idle, refreshing: feed.refreshing}}
        """

    /// A spec and, in `old/`, its String Catalog exported as it is now.
    private func exported() throws -> (folder: URL, spec: String, old: URL) {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        let spec = folder.appendingPathComponent("feed.yaml").path
        let old = folder.appendingPathComponent("old")
        let export = try CommandRunner.run(["strings", "export", spec, "--format", "xcstrings", "--output", old.path])
        #expect(export.status == 0, "\(export.stderr)")
        return (folder, spec, old)
    }

    /// The case: a fresh `.strings` delivery is imported, then an `.xcstrings` exported
    /// before it; the old export must not put the old text back.
    @Test func anOldExportDoesNotPutAnOldTextBack() throws {
        let (folder, spec, old) = try exported()
        let fresh = try CommandRunner.folder(with: ["zh-Hans.lproj/Localizable.strings": "\"feed.refreshing\" = \"正在加载新闻…\";\n"])
        let first = try CommandRunner.run(["strings", "import", spec, "--from", fresh.path])
        #expect(first.stdout == "\(spec):5: zh-Hans feed.refreshing: '正在获取新闻...' → '正在加载新闻…'\n\(spec): 1 changed, 0 added\n")
        let edited = try Data(contentsOf: URL(fileURLWithPath: spec))
        let kept = "\(spec):5: zh-Hans feed.refreshing: kept newer text '正在加载新闻…' (the file still has the exported '正在获取新闻...')\n"
        for dryRun in [true, false] {
            let catalog = old.appendingPathComponent("Localizable.xcstrings").path
            let second = try CommandRunner.run(["strings", "import", spec, "--from", catalog] + (dryRun ? ["--dry-run"] : []))
            #expect(second.status == 0)
            #expect(second.stdout == kept + "\(spec): up to date\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == edited)
        }
        _ = folder
    }

    /// Both changed since the export: the spec's text stays, the other change is written, the
    /// exit status is 1; `--theirs` takes the file's.
    @Test func aTextChangedInBothIsAConflict() throws {
        let (_, spec, old) = try exported()
        try Data(Self.spec.replacingOccurrences(of: "正在获取新闻...", with: "正在加载新闻…").utf8).write(to: URL(fileURLWithPath: spec))
        let catalog = old.appendingPathComponent("Localizable.xcstrings")
        let text = try String(contentsOf: catalog, encoding: .utf8)
            .replacingOccurrences(of: "正在获取新闻...", with: "正在拉取新闻").replacingOccurrences(
                of: "\"Pull down\"", with: "\"Drag down\"")
        try Data(text.utf8).write(to: catalog)
        let conflict =
            "\(spec):5: zh-Hans feed.refreshing: conflict: the spec has '正在加载新闻…', the file '正在拉取新闻'; both changed since the export (not written)\n"
        let dryRun = try CommandRunner.run(["strings", "import", spec, "--from", old.path, "--dry-run"])
        #expect(dryRun.status == 1)
        #expect(dryRun.stdout.hasPrefix(conflict + "\(spec):4: en feed.idle: 'Pull down' → 'Drag down'\n"))
        let result = try CommandRunner.run(["strings", "import", spec, "--from", old.path])
        #expect(result.status == 1)
        #expect(result.stdout == conflict + "\(spec):4: en feed.idle: 'Pull down' → 'Drag down'\n\(spec): 1 changed, 0 added\n")
        #expect(
            result.stderr
                == "refreshspec: error: 1 text changed in both the spec and the file since the export; the spec's is kept (--theirs takes the file's)\n"
        )
        #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("feed.refreshing: 正在加载新闻…}"))
        let theirs = try CommandRunner.run(["strings", "import", spec, "--from", old.path, "--theirs"])
        #expect(theirs.status == 0)
        #expect(
            theirs.stdout.hasSuffix("\(spec):5: zh-Hans feed.refreshing: '正在加载新闻…' → '正在拉取新闻'\n\(spec): 1 changed, 0 added\n"))
    }

    /// Without a manifest, every text that differs is taken, as before.
    @Test func withoutAManifestEveryChangedTextIsTaken() throws {
        let (_, spec, old) = try exported()
        try Data(Self.spec.replacingOccurrences(of: "正在获取新闻...", with: "正在加载新闻…").utf8).write(to: URL(fileURLWithPath: spec))
        try FileManager.default.removeItem(at: old.appendingPathComponent("refreshspec-export.json"))
        let result = try CommandRunner.run(["strings", "import", spec, "--from", old.path])
        #expect(result.stdout == "\(spec):5: zh-Hans feed.refreshing: '正在加载新闻…' → '正在获取新闻...'\n\(spec): 1 changed, 0 added\n")
    }

    /// Exporting a second spec into the same folder adds its hashes and keeps the first's.
    @Test func theManifestSurvivesAMergedExport() throws {
        let (folder, _, old) = try exported()
        let other = Self.spec.replacingOccurrences(of: "feed.", with: "more.").replacingOccurrences(
            of: "type: header", with: "type: backFooter")
        let spec = folder.appendingPathComponent("more.yaml")
        try Data(other.utf8).write(to: spec)
        let export = try CommandRunner.run(["strings", "export", spec.path, "--format", "xcstrings", "--output", old.path])
        #expect(export.status == 0, "\(export.stderr)")
        let manifest = try String(contentsOf: old.appendingPathComponent("refreshspec-export.json"), encoding: .utf8)
        for key in ["feed.idle", "feed.refreshing", "more.idle", "more.refreshing"] {
            #expect(manifest.components(separatedBy: "\"\(key)\" : ").count == 3, "\(key) in en and zh-Hans")
        }
    }
}
