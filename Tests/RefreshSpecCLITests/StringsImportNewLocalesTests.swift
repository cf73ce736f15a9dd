import Foundation
import Testing

/// `strings import` of several new locales into a spec that has no `strings` yet: the
/// translator got an `--include-builtins` export and added a folder or a catalog language per
/// locale.
@Suite struct StringsImportNewLocalesTests {
    private static let spec = """
        # A feed without strings of its own.
        version: 1
        scrollView:
          frame: {width: 375, height: 667}   # an iPhone
        # the controls
        components:
          - {id: more, type: autoFooter, style: state}
        scenarios:
          - {name: load, locale: ko, steps: [{beginRefreshing: more}, {expect: {more: {text: 더 불러오는 중}}}]}

        """

    private static let texts: [String: [String: String]] = [
        "ko": ["autoFooter.idle": "더 보기", "autoFooter.refreshing": "더 불러오는 중", "autoFooter.noMoreData": "끝"],
        "ja": ["autoFooter.idle": "もっと見る", "autoFooter.refreshing": "読み込み中", "autoFooter.noMoreData": "以上です"],
        "de": ["autoFooter.idle": "Mehr", "autoFooter.refreshing": "Lädt", "autoFooter.noMoreData": "Ende"],
    ]

    /// Imports from `folder`, then checks the spec kept every line, gained one `strings` block,
    /// validates and shows the imported texts.
    private func expectImported(_ locales: [String], from folder: URL, into spec: String) throws {
        let result = try CommandRunner.run(["strings", "import", spec, "--from", folder.path])
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let printed = result.stdout.components(separatedBy: "\n").dropLast()
        #expect(printed.last == "\(spec): 0 changed, \(locales.count * 3) added")
        // One line per text added, each naming its place in the edited file.
        #expect(printed.dropLast().count == locales.count * 3)
        #expect(printed.dropLast().allSatisfy { $0.hasPrefix("\(spec):") && $0.contains(": added '") })
        let edited = try String(contentsOfFile: spec, encoding: .utf8)
        let lines = edited.components(separatedBy: "\n")
        let original = Self.spec.components(separatedBy: "\n")
        #expect(lines.filter { !original.contains($0) }.count == 1 + locales.count * 4)
        #expect(original.allSatisfy { lines.contains($0) })
        #expect(edited.contains("\nstrings:\n") && edited.contains("\n# the controls\ncomponents:\n"))
        #expect(try CommandRunner.run(["test", spec]).status == 0)
        for locale in locales {
            let tree = try CommandRunner.run(["tree", spec, "--locale", locale])
            #expect(tree.stdout.contains(Self.texts[locale]?["autoFooter.idle"] ?? "?"), "\(tree.stdout)")
        }
    }

    @Test(arguments: [["ko", "ja"], ["ko", "ja", "de"]])
    func stringsFoldersOfNewLocales(_ locales: [String]) throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        let spec = folder.appendingPathComponent("feed.yaml").path
        let out = folder.appendingPathComponent("l10n")
        let export = try CommandRunner.run(["strings", "export", spec, "--include-builtins", "--output", out.path])
        #expect(export.status == 0)
        for locale in locales {
            let lines = (Self.texts[locale] ?? [:]).sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }
            let lproj = out.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data(lines.joined().utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        try expectImported(locales, from: out, into: spec)
    }

    @Test(arguments: [["ko", "ja"], ["ko", "ja", "de"]])
    func aStringCatalogWithNewLanguages(_ locales: [String]) throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        let spec = folder.appendingPathComponent("feed.yaml").path
        let out = folder.appendingPathComponent("l10n")
        let export = try CommandRunner.run(
            ["strings", "export", spec, "--format", "xcstrings", "--include-builtins", "--output", out.path])
        #expect(export.status == 0)
        let catalogURL = out.appendingPathComponent("Localizable.xcstrings")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: [String: Any]])
        for (key, var entry) in strings {
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            for locale in locales {
                localizations[locale] = ["stringUnit": ["state": "translated", "value": Self.texts[locale]?[key] ?? ""]]
            }
            entry["localizations"] = localizations
            strings[key] = entry
        }
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog).write(to: catalogURL)
        try expectImported(locales, from: out, into: spec)
    }
}
