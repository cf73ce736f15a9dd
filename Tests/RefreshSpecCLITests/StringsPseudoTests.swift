import Foundation
import Testing

/// `refreshspec strings pseudo`: the pseudo-locales' texts written for the app.
@Suite struct StringsPseudoTests {
    /// A header with the built-in labels but one English text of the spec's own and an `en-XA`
    /// text of its own for `header.pulling`.
    private let spec = """
        version: 1
        name: pseudo
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        strings:
          en:
            feed.idle: Pull to load
          en-XA:
            header.pulling: "[Ŕéłéåšé, by the spec]"
        components:
          - {id: header, type: header, labels: {idle: feed.idle}}

        """

    private func pseudo(_ arguments: [String]) throws -> (result: CommandResult, out: URL) {
        let folder = try CommandRunner.folder(with: ["pseudo.yaml": spec])
        let out = folder.appendingPathComponent("out")
        let result = try CommandRunner.run(
            ["strings", "pseudo", folder.appendingPathComponent("pseudo.yaml").path, "--output", out.path] + arguments)
        return (result, out)
    }

    /// en-XA accents each ASCII letter and appends ceil(0.4 × characters) characters of words:
    /// "Pull to load" is 12 characters, so at least 5 more: " one" (4) + " two" (8). The
    /// built-in `header.refreshing` is "Loading..." (10 → at least 4: " one").
    @Test func enXAIsMadeFromEnglishAndTheSpecsOwnTextWins() throws {
        let (result, out) = try pseudo(["--locale", "en-XA"])
        #expect(result.status == 0)
        let text = try String(contentsOf: out.appendingPathComponent("en-XA.lproj/Localizable.strings"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains(#""feed.idle" = "[Ƥűłł ţő łőåď one two]";"#))
        #expect(lines.contains(#""header.pulling" = "[Ŕéłéåšé, by the spec]";"#))
        #expect(lines.contains(#""header.refreshing" = "[Ľőåďîñĝ... one]";"#))
        // The spec's keys first (en, then en-XA), then the built-in keys its labels use.
        #expect(lines.first == #""feed.idle" = "[Ƥűłł ţő łőåď one two]";"#)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ar-XB.lproj").path))
    }

    /// ar-XB is the English text inside U+202E … U+202C, written with `.strings`' \U escapes.
    @Test func arXBWrapsEnglishInARightToLeftOverride() throws {
        let (result, out) = try pseudo(["--locale", "ar-XB"])
        #expect(result.status == 0)
        let text = try String(contentsOf: out.appendingPathComponent("ar-XB.lproj/Localizable.strings"), encoding: .utf8)
        #expect(text.contains(#""feed.idle" = "\U202EPull to load\U202C";"#))
    }

    @Test func bothPseudoLocalesByDefaultAndACatalogWithEnglishBeside() throws {
        let (result, out) = try pseudo(["--format", "xcstrings"])
        #expect(result.status == 0)
        let data = try Data(contentsOf: out.appendingPathComponent("Localizable.xcstrings"))
        let catalog = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en")
        let idle = try #require((catalog["strings"] as? [String: Any])?["feed.idle"] as? [String: Any])
        let localizations = try #require(idle["localizations"] as? [String: [String: [String: String]]])
        #expect(localizations["en"]?["stringUnit"]?["value"] == "Pull to load")
        #expect(localizations["en-XA"]?["stringUnit"]?["value"] == "[Ƥűłł ţő łőåď one two]")
        #expect(localizations["ar-XB"]?["stringUnit"]?["value"] == "\u{202E}Pull to load\u{202C}")
    }

    @Test func aLocaleThatIsNoPseudoLocaleIsAUsageError() throws {
        let (result, out) = try pseudo(["--locale", "fr"])
        #expect(result.status == 2)
        let complaint = "refreshspec: error: the value 'fr' is invalid for '--locale'; choose one of en-XA, ar-XB\n"
        #expect(result.stderr.hasPrefix(complaint))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
