import Foundation
import Testing

/// The GitHub Actions runner reads a line of a step's output that begins with `::` after blanks,
/// or holds `##[` anywhere, as a workflow command (`::error …`, `##[add-mask]…`): a spec from a
/// pull request, quoted by the README's plain `refreshspec test specs`, could annotate any file
/// or mask text. Text output breaks both with a backslash (`:\:`, `#\#[`); `--format github`
/// writes its own commands and stays as it is.
@Suite struct WorkflowCommandOutputTests {
    /// Three problems whose quoted lines are workflow commands.
    static let commandLines = """
        version: 1
        scrollView:
          frame: {width: 375, height: 667}
          ::warning::y: 1
        components: [{id: header, type: header}]
        ::error file=README.md,line=1::x: 1
        x: "##[add-mask]secret"

        """

    /// A valid, failing spec whose name, scenario name and label text are workflow commands.
    static let commandNames = TestCommandTests.failingSpec
        .replacingOccurrences(of: "name: wrong", with: "name: \"::error file=README.md,line=1::n\"")
        .replacingOccurrences(of: "name: expects too much", with: "name: \"##[add-mask]s\"")
        .replacingOccurrences(
            of: "    type: header\n", with: "    type: header\n" + "    labels: {idle: {text: \"##[add-mask]t\"}}" + "\n")

    /// The lines of `text` the runner would take for a workflow command.
    static func commands(in text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            line.contains("##[") || line.drop { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }.hasPrefix("::")
        }
    }

    @Test(arguments: [["validate"], ["test"], ["strings", "check"]])
    func quotedSourceLinesAreNoCommands(_ command: [String]) throws {
        let folder = try CommandRunner.folder(with: ["commands.yaml": Self.commandLines])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(command + [folder.appendingPathComponent("commands.yaml").path])
        #expect(result.status == 1)
        let output = result.stdout + result.stderr
        #expect(Self.commands(in: output) == [], "\(output)")
        for quoted in [
            "      :\\:warning::y: 1\n", "    :\\:error file=README.md,line=1::x: 1\n", "    x: \"#\\#[add-mask]secret\"\n",
        ] {
            #expect(output.contains(quoted), "\(output)")
        }
    }

    @Test(arguments: [["test"], ["test", "--quiet"], ["run", "--format", "table"], ["tree"], ["record", "--dry-run"]])
    func namesAndTextsAreNoCommands(_ command: [String]) throws {
        let folder = try CommandRunner.folder(with: ["names.yaml": Self.commandNames])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(command + [folder.appendingPathComponent("names.yaml").path])
        // record's diff quotes the file as it is, to be applied: only its own lines are checked.
        let output =
            command[0] == "record"
            ? result.stdout.split(separator: "\n").filter { $0.hasPrefix("scenario") }
                .joined(separator: "\n") : result.stdout + result.stderr
        #expect(Self.commands(in: output) == [], "\(output)")
        let shown = ["tree": ":\\:error file=README.md,line=1::n (en)\n", "record": "scenario '#\\#[add-mask]s': "]
        #expect(output.contains(shown[command[0]] ?? "#\\#[add-mask]"), "\(output)")
    }

    @Test func theGitHubFormatStaysAsItIs() throws {
        let folder = try CommandRunner.folder(with: ["commands.yaml": Self.commandLines])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("commands.yaml").path
        let result = try CommandRunner.run(["validate", "--format", "github", path])
        #expect(result.stdout.contains("::error file=\(path),line=7,col=1,title=unknown-key::unknown key 'x' in the spec"))
    }
}
