import Foundation

/// `VersionEmbedder OUTPUT VERSION_FILE`: writes the version the repository's `VERSION` file holds
/// as a Swift source file declaring `ToolInfo.embeddedVersion`, so that every binary knows its
/// version without the repository beside it.
///
/// Run by the `EmbedVersion` build-tool plugin. A file that does not hold one semantic version
/// (`0.9.0`, `1.0.0-rc.1`) and at most a final newline stops the build with an error at its file,
/// line and column.
@main
enum VersionEmbedder {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2 else {
            fail("usage: VersionEmbedder <output.swift> <VERSION>", status: 2)
        }
        let (output, path) = (arguments[0], arguments[1])
        guard let data = FileManager.default.contents(atPath: path) else {
            fail("\(path):1:1: error: cannot read the version file", status: 1)
        }
        let version: String
        switch Version.parse(String(decoding: data, as: UTF8.self)) {
        case .success(let parsed): version = parsed
        case .failure(let problem): fail("\(path):\(problem.line):\(problem.column): error: \(problem.message)", status: 1)
        }
        let source = """
            // Generated at build time by the EmbedVersion plugin from VERSION. Do not edit.

            extension ToolInfo {
                /// The version the repository's VERSION file holds.
                static let embeddedVersion = "\(version)"
            }

            """
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("VersionEmbedder: error: cannot write '\(output)': \(error.localizedDescription)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
