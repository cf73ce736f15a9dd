import Foundation
import Testing

/// `refreshspec strings check|export|import`, run as a translator would.
@Suite struct StringsCommandTests {
    /// A temporary copy of an example spec, and the folder it is in.
    private func copy(of spec: String) throws -> (folder: URL, spec: String, original: Data) {
        let original = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("specs/\(spec)"))
        let folder = try CommandRunner.folder(with: [spec: String(decoding: original, as: UTF8.self)])
        return (folder, folder.appendingPathComponent(spec).path, original)
    }

    @Test(arguments: ["strings", "xcstrings"], [false, true])
    func exportThenImportKeepsTheSpecByteForByte(format: String, builtIns: Bool) throws {
        let (folder, spec, original) = try copy(of: "header.yaml")
        let out = folder.appendingPathComponent("out").path
        let export = try CommandRunner.run(
            ["strings", "export", spec, "--format", format, "--output", out] + (builtIns ? ["--include-builtins"] : []))
        #expect(export.status == 0)
        let imported = try CommandRunner.run(["strings", "import", spec, "--from", out])
        #expect(imported.status == 0)
        #expect(imported.stdout == "\(spec): up to date\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == original)
    }

    @Test func exportWritesOneStringsFilePerLocale() throws {
        let (folder, spec, _) = try copy(of: "header.yaml")
        let out = folder.appendingPathComponent("out")
        #expect(try CommandRunner.run(["strings", "export", spec, "--output", out.path]).status == 0)
        let chinese = try String(contentsOf: out.appendingPathComponent("zh-Hans.lproj/Localizable.strings"), encoding: .utf8)
        #expect(chinese.hasPrefix("\"feed.idle\" = \"下拉可以刷新\";\n"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("en.lproj/Localizable.strings").path))
    }

    /// A translator edits one text in a UTF-16 file with a comment: one line of the spec changes.
    @Test func importingOneChangedTranslationChangesOneLine() throws {
        let (folder, spec, original) = try copy(of: "header.yaml")
        let text = "/* Simplified Chinese */\n\"feed.idle\" = \"向下拉动即可刷新\";\n"
        let strings = [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let lproj = folder.appendingPathComponent("out/zh-Hans.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(strings).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let result = try CommandRunner.run(["strings", "import", spec, "--from", folder.appendingPathComponent("out").path])
        #expect(result.status == 0)
        // specs/header.yaml has zh-Hans' feed.idle on line 28; the edit keeps every line where it was.
        #expect(result.stdout == "\(spec):28: zh-Hans feed.idle: '下拉可以刷新' → '向下拉动即可刷新'\n\(spec): 1 changed, 0 added\n")
        let before = String(decoding: original, as: UTF8.self).components(separatedBy: "\n")
        let after = try String(contentsOfFile: spec, encoding: .utf8).components(separatedBy: "\n")
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.map(\.1) == ["    feed.idle: 向下拉动即可刷新"])
    }

    @Test func malformedStringsAreLocatedAndLeaveTheSpecAlone() throws {
        let (_, spec, original) = try copy(of: "header.yaml")
        let files = ["ko.lproj/Localizable.strings": "\"feed.idle\" = \"당겨서\";\n\"feed.pulling\" = \"놓으면\"\n"]
        let out = try CommandRunner.folder(with: files).path
        let result = try CommandRunner.run(["strings", "import", spec, "--from", out])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(out)/ko.lproj/Localizable.strings:2:23: error: expected ';' after the value\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == original)
    }

    /// A translation file larger than a spec may be is refused by its size, as a spec is, at
    /// the first byte past 8 MiB (8 × 1,048,576 = 8,388,608 bytes), before anything is parsed:
    /// a 203 MB `.strings` file took 1.3 GB to refuse. Both files hold a valid translation of
    /// `feed.idle` padded to 8 MiB + 1 byte, one line of padding per 1,024 bytes.
    @Test(arguments: ["zh-Hans.lproj/Localizable.strings", "Localizable.xcstrings", "Localizable.xliff"])
    func aTranslationFileOverTheSizeLimitIsRefused(file: String) throws {
        let (_, spec, original) = try copy(of: "header.yaml")
        let entry =
            file.hasSuffix(".strings")
            ? "\"feed.idle\" = \"下拉\";\n"
            : file.hasSuffix(".xliff")
                ? #"<xliff version="1.2"><file source-language="en" target-language="zh-Hans"><body><trans-unit id="feed.idle"><source>Pull</source><target>下拉</target></trans-unit></body></file></xliff>"#
                : #"{"sourceLanguage": "en", "version": "1.0", "strings": {"feed.idle": {"localizations": {"zh-Hans": {"stringUnit": {"state": "translated", "value": "下拉"}}}}}}"#
        let padding = String(repeating: String(repeating: " ", count: 1_023) + "\n", count: 8 * 1_024)
        let text = entry + padding + " "
        #expect(text.utf8.count > 8 << 20)
        let folder = try CommandRunner.folder(with: [file: text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["strings", "import", spec, "--from", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(": error: file is larger than the limit of 8 MiB; nothing after this point is read\n"),
            "\(result.stderr.prefix(500))")
        #expect(result.stderr.hasPrefix("\(folder.path)/\(file):"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec)) == original)
    }

    @Test func checkWarnsAndStrictFails() throws {
        let spec = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull down, feed.pulling: Release}
              fr: {feed.idle: Tirez}
            components:
              - {id: header, type: header, labels: {idle: feed.idle, pulling: feed.pulling}}
            """
        let folder = try CommandRunner.folder(with: ["feed.yaml": spec])
        let path = folder.appendingPathComponent("feed.yaml").path
        let lenient = try CommandRunner.run(["strings", "check", path])
        #expect(lenient.status == 0)
        #expect(
            lenient.stdout.hasPrefix(
                "\(path):5:3: warning: locale 'fr' has no 'feed.pulling'; it falls back to 'en' of strings\n"))
        #expect(lenient.stdout.hasSuffix("1 file, 0 errors, 1 warning\n"))
        let strict = try CommandRunner.run(["strings", "check", "--strict", path])
        #expect(strict.status == 1)
        #expect(strict.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
    }

    @Test func missingSubcommandIsAUsageError() throws {
        let result = try CommandRunner.run(["strings"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("refreshspec: error: missing subcommand\nUsage: refreshspec strings <subcommand>\n"))
    }
}
