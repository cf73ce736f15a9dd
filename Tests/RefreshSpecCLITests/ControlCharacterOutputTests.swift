import Foundation
import Testing

/// Names and texts of a spec from a pull request are shown, never sent, on a terminal or in a CI
/// log: a carriage return and `ESC [K` in a scenario's name made a failing scenario's line read
/// `PASS …`, and `ESC ] 0;…` retitled the window.
@Suite struct ControlCharacterOutputTests {
    /// A failing spec whose scenario name, printed raw, overwrites `FAIL` on a terminal and
    /// retitles the window, and whose label text would clear the screen.
    static let spoofingSpec = TestCommandTests.failingSpec
        .replacingOccurrences(of: "name: expects too much", with: #"name: "pulls\rPASS x \e[K\e]0;t\a""#)
        .replacingOccurrences(
            of: "    type: header\n", with: "    type: header\n" + #"    labels: {idle: {text: "a\e[2Jb"}}"# + "\n")

    /// The control characters other than line feeds and tabs in `text`.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
    }

    @Test(arguments: [["test"], ["test", "--quiet"], ["test", "--format", "github"], ["run", "--format", "table"], ["tree"]])
    func namesAndTextsAreShownNotSent(_ command: [String]) throws {
        let folder = try CommandRunner.folder(with: ["spoof.yaml": Self.spoofingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spoof.yaml").path
        let result = try CommandRunner.run(command + [path])
        #expect(Self.controls(in: result.stdout + result.stderr) == [], "\(result.stdout)\(result.stderr)")
        // GitHub's log turns a percent-encoded carriage return into a line break of the annotation only.
        let shown =
            command[0] == "tree"
            ? "a␛[2Jb" : command.contains("github") ? "pulls%0DPASS x ␛[K␛]0;t␇" : "pulls␍PASS x ␛[K␛]0;t␇"
        #expect(result.stdout.contains(shown), "\(result.stdout)")
    }

    @Test func theFailingLineStillSaysFail() throws {
        let folder = try CommandRunner.folder(with: ["spoof.yaml": Self.spoofingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spoof.yaml").path
        let result = try CommandRunner.run(["test", "--quiet", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL \(path) › pulls␍PASS x ␛[K␛]0;t␇ (3 steps)\n"))
    }

    /// U+202E turns the rest of its line around in a viewer that orders text by direction, so
    /// `s\u{202E}deliaf 1 ,dessap` would read as the tool's own summary there; U+2028 ends a line
    /// in some. Both are shown by their code points, in every text output.
    @Test(arguments: [["test"], ["run", "--format", "table"], ["tree"]])
    func bidirectionalOverridesAndSeparatorsAreShown(_ command: [String]) throws {
        let spec = TestCommandTests.failingSpec
            .replacingOccurrences(of: "name: expects too much", with: #"name: "s‮deliaf 1 ,dessap x""#)
            .replacingOccurrences(
                of: "    type: header\n", with: "    type: header\n" + #"    labels: {idle: {text: "a⁧b⁩"}}"# + "\n")
        let folder = try CommandRunner.folder(with: ["bidi.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(command + [folder.appendingPathComponent("bidi.yaml").path])
        let output = result.stdout + result.stderr
        let raw: [Unicode.Scalar] = ["\u{202E}", "\u{2028}", "\u{2067}", "\u{2069}"]
        #expect(!output.unicodeScalars.contains { raw.contains($0) }, "\(output)")
        let shown = command[0] == "tree" ? "a<U+2067>b<U+2069>" : "s<U+202E>deliaf 1 ,dessap<U+2028>x"
        #expect(output.contains(shown), "\(output)")
    }

    @Test func aMessageQuotingAValueShowsItsControls() throws {
        // An unknown key holding ESC: the message quotes it, the quoted line shows it too.
        let spec = ValidateCommandTests.validSpec + "\"bad\\ekey\": 1\n"
        let folder = try CommandRunner.folder(with: ["k.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", folder.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("unknown key 'bad␛key' in the spec"), "\(result.stdout)")
        #expect(Self.controls(in: result.stdout) == [])
    }
}
