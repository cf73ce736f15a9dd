import Foundation
import Testing

/// `refreshspec strings export` of many specs: one catalog for a whole app, merged into what
/// the output folder already holds.
@Suite struct StringsExportManyTests {
    private static let header = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {feed.idle: Pull down, feed.pulling: Release}
        components:
          - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
        """

    private static let footer = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en: {more.idle: Pull up, feed.idle: Pull down}
          fr: {more.idle: Tirez}
        components:
          - {id: more, type: backFooter, labels: {idle: more.idle}}
        """

    private static func text(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aFolderOfSpecsIsOneCatalogPerFormat() throws {
        let folder = try CommandRunner.folder(with: ["specs/a.yaml": Self.header, "specs/sub/b.yaml": Self.footer])
        let specs = folder.appendingPathComponent("specs").path
        let out = folder.appendingPathComponent("L10n")
        let strings = try CommandRunner.run(["strings", "export", specs, "--output", out.path])
        #expect(strings.status == 0, "\(strings.stderr)")
        // a.yaml's two keys, then b.yaml's new one; feed.idle, the same text in both, once.
        #expect(
            try Self.text(out, "en.lproj/Localizable.strings")
                == "\"feed.idle\" = \"Pull down\";\n\"feed.pulling\" = \"Release\";\n\"more.idle\" = \"Pull up\";\n")
        #expect(try Self.text(out, "fr.lproj/Localizable.strings") == "\"more.idle\" = \"Tirez\";\n")
        let catalog = try CommandRunner.run(["strings", "export", specs, "--format", "xcstrings", "--output", out.path])
        #expect(catalog.status == 0, "\(catalog.stderr)")
        let json = try Self.text(out, "Localizable.xcstrings")
        for key in ["feed.idle", "feed.pulling", "more.idle"] { #expect(json.contains("\"\(key)\" : {")) }
    }

    /// The example specs are one app: exported together they make one catalog.
    @Test func theExampleSpecsExportAsOneCatalog() throws {
        let out = try CommandRunner.folder(with: [:]).appendingPathComponent("L10n")
        let specs = CommandRunner.packageRoot.appendingPathComponent("specs").path
        let result = try CommandRunner.run(["strings", "export", specs, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let english = try Self.text(out, "en.lproj/Localizable.strings")
        // header.yaml's, back-footer.yaml's and auto-footer.yaml's keys side by side.
        for key in ["feed.idle", "more.idle", "more.tapOrPull"] { #expect(english.contains("\"\(key)\" = ")) }
    }

    @Test func oneKeyWithTwoTextsIsAnErrorAtBothAndWritesNothing() throws {
        let other = Self.footer.replacingOccurrences(of: "feed.idle: Pull down}", with: "feed.idle: Drag down}")
        let folder = try CommandRunner.folder(with: ["a.yaml": Self.header, "b.yaml": other])
        let (a, b) = (folder.appendingPathComponent("a.yaml").path, folder.appendingPathComponent("b.yaml").path)
        let out = folder.appendingPathComponent("L10n")
        let result = try CommandRunner.run(["strings", "export", a, b, "--output", out.path])
        #expect(result.status == 1)
        // a.yaml line 4: `  en: {feed.idle: Pull down, ...}`, the text at column 19;
        // b.yaml line 4: `  en: {more.idle: Pull up, feed.idle: Drag down}`, the text at column 39.
        #expect(
            result.stderr.contains(
                "\(a):4:19: error: 'feed.idle' in en is 'Pull down' here but 'Drag down' at \(b):4:39; one catalog holds one text per key\n"
            ))
        #expect(
            result.stderr.contains(
                "\(b):4:39: error: 'feed.idle' in en is 'Drag down' here but 'Pull down' at \(a):4:19; one catalog holds one text per key\n"
            ))
        #expect(result.stderr.hasSuffix("refreshspec: error: the specs give one key different texts; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A file already in the output keeps its keys, in its order; the spec's keys take the
    /// spec's text; new keys come after.
    @Test func anExistingStringsFileIsMergedKeyByKey() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": Self.header,
            "L10n/en.lproj/Localizable.strings": "\"other.app\" = \"Settings\";\n\"feed.idle\" = \"Old text\";\n",
        ])
        let out = folder.appendingPathComponent("L10n")
        let result = try CommandRunner.run([
            "strings", "export", folder.appendingPathComponent("a.yaml").path, "--output", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Self.text(out, "en.lproj/Localizable.strings")
                == "\"other.app\" = \"Settings\";\n\"feed.idle\" = \"Pull down\";\n\"feed.pulling\" = \"Release\";\n")
    }

    @Test func anExistingCatalogIsMergedKeyByKey() throws {
        let existing = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "other.app": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}},
              "feed.idle": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Old text"}}}}}}
            """#
        let folder = try CommandRunner.folder(with: ["a.yaml": Self.header, "L10n/Localizable.xcstrings": existing])
        let out = folder.appendingPathComponent("L10n")
        let spec = folder.appendingPathComponent("a.yaml").path
        let result = try CommandRunner.run(["strings", "export", spec, "--format", "xcstrings", "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.text(out, "Localizable.xcstrings")
        #expect(json.contains("\"value\" : \"Einstellungen\""))
        #expect(json.contains("\"value\" : \"Pull down\""))
        #expect(!json.contains("Old text"))
    }

    @Test func aMalformedExistingFileIsLocatedAndNothingIsWritten() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": Self.header, "L10n/en.lproj/Localizable.strings": "\"other.app\" = \"Settings\"\n",
        ])
        let out = folder.appendingPathComponent("L10n")
        let result = try CommandRunner.run([
            "strings", "export", folder.appendingPathComponent("a.yaml").path, "--output", out.path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(out.path)/en.lproj/Localizable.strings:1:25: error: expected ';' after the value\n"))
        #expect(try Self.text(out, "en.lproj/Localizable.strings") == "\"other.app\" = \"Settings\"\n")
    }

    /// A catalog of the whole app goes back into each spec: each takes the keys it has or
    /// shows, and says how many it left out.
    @Test func eachSpecImportsItsOwnKeysFromTheAppsCatalog() throws {
        let folder = try CommandRunner.folder(with: ["a.yaml": Self.header, "b.yaml": Self.footer])
        let (a, b) = (folder.appendingPathComponent("a.yaml").path, folder.appendingPathComponent("b.yaml").path)
        let out = folder.appendingPathComponent("L10n")
        #expect(try CommandRunner.run(["strings", "export", a, b, "--output", out.path]).status == 0)
        try Data("\"more.idle\" = \"Tirez vers le haut\";\n\"feed.pulling\" = \"Relâchez\";\n".utf8)
            .write(to: out.appendingPathComponent("fr.lproj/Localizable.strings"))
        // a.yaml shows feed.pulling, not more.idle; b.yaml has more.idle, not feed.pulling: each
        // leaves out the other's key in en and in fr.
        let intoA = try CommandRunner.run(["strings", "import", a, "--from", out.path])
        #expect(intoA.stdout.hasPrefix("\(a): 2 texts of keys it neither has nor shows left out\n\(a):"))
        #expect(intoA.stdout.contains("fr feed.pulling: added 'Relâchez'\n"))
        let intoB = try CommandRunner.run(["strings", "import", b, "--from", out.path])
        #expect(intoB.stdout.hasPrefix("\(b): 2 texts of keys it neither has nor shows left out\n"))
        #expect(intoB.stdout.contains("fr more.idle: 'Tirez' → 'Tirez vers le haut'\n"))
    }
}
