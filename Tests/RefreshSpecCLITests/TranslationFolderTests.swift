import Foundation
import Testing

@testable import RefreshSpecCLI

/// The folders `strings import` reads as a translator's tools name them, and what it says when
/// it leaves something out.
@Suite struct TranslationFolderTests {
    @Test(arguments: [
        ("zh-Hans", TranslationFolder.FolderLocale.locale("zh-Hans")), ("pt_BR", .locale("pt-BR")),
        ("zh_Hant_TW", .locale("zh-Hant-TW")), ("English", .locale("en")), ("Japanese", .locale("ja")),
        ("Base", .skipped("Xcode's base internationalization, which has no language")),
        ("not a locale", .skipped("not a locale id")),
    ])
    func folderNamesGiveTheirLocale(name: String, expected: TranslationFolder.FolderLocale) {
        #expect(TranslationFolder.locale(ofFolder: name) == expected)
    }

    /// A copy of `specs/header.yaml` (feed.idle in en and zh-Hans) and a folder of translations.
    private func importCase(_ translations: [String: String]) throws -> (spec: String, out: String) {
        let original = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/header.yaml"), encoding: .utf8)
        let folder = try CommandRunner.folder(with: ["header.yaml": original])
        let out = try CommandRunner.folder(with: translations)
        return (folder.appendingPathComponent("header.yaml").path, out.path)
    }

    @Test func underscoreAndLegacyFoldersAreImportedAndBaseIsSkippedWithAWord() throws {
        let (spec, out) = try importCase([
            "pt_BR.lproj/Localizable.strings": "\"feed.idle\" = \"Puxe\";\n",
            "English.lproj/Localizable.strings": "\"feed.idle\" = \"Pull\";\n",
            "Base.lproj/Localizable.strings": "\"feed.idle\" = \"Base text\";\n",
        ])
        let result = try CommandRunner.run(["strings", "import", spec, "--from", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "refreshspec: warning: skipped 'Base.lproj': Xcode's base internationalization, which has no language\n")
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        #expect(text.contains("\n  pt-BR:\n    feed.idle: Puxe\n"))
        // English.lproj is en's: its text replaces en's in place, and no locale 'English' is added.
        #expect(text.contains("\n  en:\n    feed.idle: Pull\n"))
        #expect(!text.contains("\n  English:"))
        #expect(!text.contains("\n  Base:"))
    }

    @Test func aStringsFileThatOverrulesTheCatalogIsSaidSo() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"feed.idle": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "FROM CATALOG"}}}}}}
            """
        let (spec, out) = try importCase([
            "Localizable.xcstrings": catalog, "en.lproj/Localizable.strings": "\"feed.idle\" = \"FROM STRINGS\";\n",
        ])
        let result = try CommandRunner.run(["strings", "import", spec, "--from", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr
                == "refreshspec: warning: '\(out)/en.lproj/Localizable.strings' gives 'feed.idle' in en another text than '\(out)/Localizable.xcstrings'; the .strings file's is imported\n"
        )
        #expect(try String(contentsOfFile: spec, encoding: .utf8).contains("FROM STRINGS"))
    }

    /// A translator's first delivery: the labels name keys no `strings` block has yet, which
    /// `validate` reports as errors. The import is judged on the spec as it will be: the
    /// delivered texts resolve those errors, so one `strings` block with ko and ja is written.
    @Test func aFirstDeliveryIsImportedIntoASpecWhoseKeysItResolves() throws {
        let spec = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}

            """
        let folder = try CommandRunner.folder(with: ["feed.yaml": spec])
        let out = try CommandRunner.folder(with: [
            "ko.lproj/Localizable.strings": "\"feed.idle\" = \"당겨서 새로고침\";\n\"feed.pulling\" = \"놓아서 새로고침\";\n",
            "ja.lproj/Localizable.strings": "\"feed.idle\" = \"引っ張って更新\";\n\"feed.pulling\" = \"離して更新\";\n",
        ])
        let path = folder.appendingPathComponent("feed.yaml").path
        let before = try CommandRunner.run(["validate", path])
        #expect(before.status == 1)
        let result = try CommandRunner.run(["strings", "import", path, "--from", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The new block follows scrollView (line 2): strings on 3, ja on 4 and its texts on 5 and 6,
        // ko on 7 and its texts on 8 and 9.
        #expect(
            result.stdout
                == """
                \(path):5: ja feed.idle: added '引っ張って更新'
                \(path):6: ja feed.pulling: added '離して更新'
                \(path):8: ko feed.idle: added '당겨서 새로고침'
                \(path):9: ko feed.pulling: added '놓아서 새로고침'
                \(path): 0 changed, 4 added

                """)
        #expect(result.stderr.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.contains(
                "strings:\n  ja:\n    feed.idle: 引っ張って更新\n    feed.pulling: 離して更新\n  ko:\n    feed.idle: 당겨서 새로고침\n"))
        #expect(try CommandRunner.run(["validate", path]).status == 0)
    }

    /// `--dry-run` prints the same lines and writes nothing.
    @Test func aDryRunPrintsEachChangeAndWritesNothing() throws {
        let (spec, out) = try importCase(["zh-Hans.lproj/Localizable.strings": "\"feed.idle\" = \"向下拉\";\n"])
        let before = try String(contentsOfFile: spec, encoding: .utf8)
        let result = try CommandRunner.run(["strings", "import", spec, "--from", out, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "\(spec):28: zh-Hans feed.idle: '下拉可以刷新' → '向下拉'\n"
                + "\(spec): 1 would change, 0 would be added (--dry-run: nothing written)\n")
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == before)
    }

    /// An error the imported texts do not resolve still blocks the import: it alone is reported,
    /// located, and nothing is written.
    @Test func anErrorTheImportDoesNotResolveStillBlocksIt() throws {
        let spec = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header, textColor: notacolor, labels: {idle: feed.idle}}

            """
        let folder = try CommandRunner.folder(with: ["feed.yaml": spec])
        let out = try CommandRunner.folder(with: ["ko.lproj/Localizable.strings": "\"feed.idle\" = \"당겨서 새로고침\";\n"])
        let path = folder.appendingPathComponent("feed.yaml").path
        let result = try CommandRunner.run(["strings", "import", path, "--from", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains(":4:"))
        #expect(result.stderr.contains("notacolor"))
        #expect(!result.stderr.contains("label key 'feed.idle'"))
        #expect(
            result.stderr.hasSuffix(
                "refreshspec: error: '\(path)' has errors; fix them, then import again (nothing was written)\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == spec)
    }

    @Test func aSpecWithErrorsIsNotImportedIntoAndSaysSo() throws {
        let (spec, out) = try importCase(["en.lproj/Localizable.strings": "\"feed.idle\" = \"Pull\";\n"])
        let broken = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "version: 1", with: "version: 2")
        try Data(broken.utf8).write(to: URL(fileURLWithPath: spec))
        let result = try CommandRunner.run(["strings", "import", spec, "--from", out])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasSuffix(
                "refreshspec: error: '\(spec)' has errors; fix them, then import again (nothing was written)\n"))
        #expect(try String(contentsOfFile: spec, encoding: .utf8) == broken)
    }
}
