import Foundation
import Testing

/// The repository stands alone: no source, test, script or document cites a file that is not in
/// it (the documents the project was started from, or a style guide kept beside it).
@Suite struct StandAloneTests {
    /// The folders and top-level files read; fixtures are inputs, not citations, and are left out.
    private static let roots = ["Sources", "Tests", "Plugins", "Scripts", "Benchmarks", "Fuzz", "docs", ".ci"]
    /// Written in two pieces, so that this file names neither (`.ci/run` refuses a source that does).
    private static let outsideNames = [".." + "/shared", "STYLE" + ".md"]

    private static func textFiles() -> [URL] {
        let root = CommandRunner.packageRoot
        var files =
            (try? FileManager.default.contentsOfDirectory(atPath: root.path))?
            .filter { $0.hasSuffix(".md") || $0 == "Package.swift" || $0 == "Makefile" || $0 == "action.yml" }
            .map { root.appendingPathComponent($0) } ?? []
        for folder in roots {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = walker?.nextObject() as? URL {
                let path = file.path
                if path.contains("/Tests/Fixtures/") || path.contains("/.work/") || path.contains("/.build/") { continue }
                if ["swift", "md", "sh", "py", "c", "h", "yml", "yaml", "json"].contains(file.pathExtension) {
                    files.append(file)
                }
            }
        }
        return files
    }

    @Test func nothingCitesAFileOutsideTheRepository() throws {
        let files = Self.textFiles()
        #expect(files.count > 100, "files read: \(files.count)")
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            for name in Self.outsideNames where text.contains(name) {
                // .ci/run greps for the shared folder to refuse it, which names it.
                if file.path.hasSuffix(".ci/run"), name == Self.outsideNames[0] { continue }
                Issue.record(
                    "\(file.path.replacingOccurrences(of: CommandRunner.packageRoot.path + "/", with: "")) cites \(name)")
            }
        }
    }
}
