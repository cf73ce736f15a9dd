import Foundation
import Testing

/// docs/DESIGN.md's module map is the folder tree: every folder it names exists, and every
/// module folder (under Sources, Plugins and Tests) is named.
@Suite struct DesignMapTests {
    /// The folders named in the map's code block: `Sources/RefreshSpec/`, and `Model/` lines
    /// indented under it become `Sources/RefreshSpec/Model/`.
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

    @Test func everyModuleFolderIsMapped() throws {
        let folders = try Self.mappedFolders()
        for root in ["Sources", "Plugins", "Sources/RefreshSpec"] {
            let children = try FileManager.default.contentsOfDirectory(
                atPath: CommandRunner.packageRoot.appendingPathComponent(root).path)
            for child in children where !child.contains(".") {
                #expect(folders.contains("\(root)/\(child)/"), "\(root)/\(child)/ is not in DESIGN.md's map")
            }
        }
    }
}
