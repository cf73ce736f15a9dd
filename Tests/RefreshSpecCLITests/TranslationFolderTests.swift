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
