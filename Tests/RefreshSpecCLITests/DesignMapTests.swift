import Foundation
import Testing

/// docs/DESIGN.md's module map is the folder tree: every folder it names exists, and every
/// folder under Sources and Plugins (a module, or a folder inside one) is named.
@Suite struct DesignMapTests {
    /// The folders named in the map's code block: `Sources/RefreshSpec/`, and `Model/` lines
    /// indented under it become `Sources/RefreshSpec/Model/` (`Pictures/Filmstrip/` under
    /// `Sources/RefreshReport/` becomes `Sources/RefreshReport/Pictures/Filmstrip/`).
    static func mappedFolders() throws -> Set<String> {
        let design = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        let shape = design.components(separatedBy: "## Shape").dropFirst().first ?? ""
        let block = shape.components(separatedBy: "```").dropFirst().first ?? ""
        var folders: Set<String> = []
        var parent = ""
        for line in block.split(separator: "\n") {
            guard let word = line.split(separator: " ").first, word.hasSuffix("/") else { continue }
            if line.hasPrefix("  ") {
                folders.insert(parent + word)
            } else {
                parent = String(word)
                folders.insert(parent)
            }
        }
        return folders
    }

    @Test func everyMappedFolderExists() throws {
        let folders = try Self.mappedFolders()
        #expect(folders.count >= 20, "the map lists \(folders.count) folders")
        for folder in folders where !folder.contains("<") {
            var isDirectory: ObjCBool = false
            let path = CommandRunner.packageRoot.appendingPathComponent(folder).path
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue, "\(folder)")
        }
    }

    /// Every folder under Sources and Plugins at any depth, as `Sources/RefreshSpec/Model/`, but
    /// a C target's `include/` (where SwiftPM looks for its headers).
    static func packageFolders() throws -> [String] {
        var found: [String] = []
        for root in ["Sources", "Plugins"] {
            let url = CommandRunner.packageRoot.appendingPathComponent(root)
            for path in try FileManager.default.subpathsOfDirectory(atPath: url.path)
            where !path.split(separator: "/").contains("include") {
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: url.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if exists && isDirectory.boolValue { found.append("\(root)/\(path)/") }
            }
        }
        return found
    }

    @Test func everyModuleFolderIsMapped() throws {
        let folders = try Self.mappedFolders()
        let present = try Self.packageFolders()
        #expect(present.count >= 30, "found \(present.count) folders under Sources and Plugins")
        for folder in present {
            #expect(folders.contains(folder), "\(folder) is not in DESIGN.md's map")
        }
    }
}
