import Foundation
import Testing

/// The generated code is clean under `swift format lint --strict` with swift-format's default
/// configuration, the one an app without a `.swift-format` file gets.
@Suite struct FormatTests {
    @Test func generatedCodeIsSwiftFormatClean() throws {
        var files: [String: String] = [:]
        for path in try GeneratedSpecs.specPaths() {
            let (generated, _) = try GeneratedSpecs.generate(path)
            files[generated.swiftFileName] = generated.swift
        }
        let folder = try Toolchain.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Toolchain.run("swift", ["format", "dump-configuration"], in: folder)
        try Data(configuration.output.utf8).write(to: folder.appendingPathComponent("default.json"))
        let lint = try Toolchain.run(
            "swift", ["format", "lint", "--strict", "--configuration", "default.json"] + files.keys.sorted(), in: folder)
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.isEmpty, "\(lint.output)")
    }

    @Test func theLintCatchesABadlyFormattedFile() throws {
        let folder = try Toolchain.folder(with: ["Bad.swift": "let  spaced = 1\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Toolchain.run("swift", ["format", "dump-configuration"], in: folder)
        try Data(configuration.output.utf8).write(to: folder.appendingPathComponent("default.json"))
        let lint = try Toolchain.run(
            "swift", ["format", "lint", "--strict", "--configuration", "default.json", "Bad.swift"], in: folder)
        #expect(lint.status != 0)
    }
}
