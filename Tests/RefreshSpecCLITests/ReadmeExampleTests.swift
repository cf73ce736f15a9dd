import Foundation
import Testing

/// One shell command shown in a document (README.md, CONTRIBUTING.md, docs/): a line of a fenced
/// code block that starts with `refreshspec` or `swift run refreshspec`, with the exit status the
/// text promises.
struct ReadmeExample: CustomTestStringConvertible, Sendable {
    /// The file and line where the command is shown.
    let place: String
    /// The command as a shell runs it, `swift run [--quiet] refreshspec` shortened to the binary.
    let command: String
    /// 0, or the status named by a trailing `# exits N` comment.
    let status: Int32

    var testDescription: String { "\(place): \(command)" }

    /// The documents whose examples are run and whose links are followed (``DocumentLinkTests``).
    static let documents =
        ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    private static let docs = CommandRunner.packageRoot.appendingPathComponent("docs")

    /// Every example of every document, in document order.
    static let all: [ReadmeExample] = documents.flatMap { document in
        let url = CommandRunner.packageRoot.appendingPathComponent(document)
        return examples(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "", file: document)
    }

    /// The commands in a Markdown text's fenced blocks; commands with placeholders (`<file>`)
    /// are not runnable and left out.
    static func examples(in text: String, file: String) -> [ReadmeExample] {
        var inFence = false
        var found: [ReadmeExample] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard inFence, let command = runnable(line), !command.contains("<") else { continue }
            found.append(ReadmeExample(place: "\(file):\(index + 1)", command: command, status: promisedStatus(line)))
        }
        return found
    }

    /// The line as a command for the installed binary, or nil when it is no refreshspec command.
    private static func runnable(_ line: String) -> String? {
        for prefix in ["swift run --quiet refreshspec ", "swift run refreshspec ", "refreshspec "] where line.hasPrefix(prefix) {
            return "refreshspec " + line.dropFirst(prefix.count)
        }
        return nil
    }

    /// `# exits N` at the end of a line promises status N; any other line promises success.
    private static func promisedStatus(_ line: String) -> Int32 {
        guard let range = line.range(of: "# exits ", options: .backwards) else { return 0 }
        return Int32(line[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}

/// Every example in the documents (README.md, CONTRIBUTING.md, docs/) runs, against the files it
/// names, with the status the text promises: a copy of the repository's `specs/` and broken specs
/// in a fresh folder, the commands of one document in order (an export before its import), the
/// built binary first on PATH.
@Suite(.serialized) struct ReadmeExampleTests {
    /// The folders the examples name, copied for every document's commands.
    static let copied = ["specs", "Tests/Fixtures/Broken"]

    /// The copy every document's commands run in, made once per document.
    static func workspace() throws -> URL {
        let folder = try CommandRunner.folder(with: [:])
        for path in copied {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent(path), to: target)
        }
        return folder
    }

    @Test func theReadmeHasExamples() {
        // The README's first block alone has one; a parser that finds none would pass anything.
        #expect(ReadmeExample.all.filter { $0.place.hasPrefix("README.md") }.count >= 10)
    }

    /// The README opens with the two commands a new user types; CI runs exactly those.
    @Test func ciRunsTheReadmesFirstTwoCommands() throws {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let firstBlock = readme.components(separatedBy: "```").dropFirst().first ?? ""
        let commands = firstBlock.split(separator: "\n").dropFirst().map {
            $0.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        }
        #expect(commands == ["swift run refreshspec test specs", "swift test"])
        let ciLines = Set(ci.split(separator: "\n").map(String.init))
        for command in commands { #expect(ciLines.contains(command), "\(command) is not a line of .ci/run") }
    }

    @Test(arguments: ReadmeExample.documents)
    func everyExampleRunsAsPromised(_ document: String) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = CommandRunner.executable.deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for example in ReadmeExample.all where example.place.hasPrefix(document + ":") {
            // A user's machine, not CI's: the commands that write expectations refuse under CI.
            let result = try CommandRunner.run(
                ["-c", example.command], environment: ["PATH": path, "CI": ""], executable: URL(fileURLWithPath: "/bin/sh"),
                in: folder)
            #expect(result.status == example.status, "\(example.place): \(example.command)\n\(result.stdout)\(result.stderr)")
        }
    }
}
