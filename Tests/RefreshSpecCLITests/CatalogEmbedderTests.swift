import Foundation
import Testing

/// The built-in catalogs are read with the project's YAML loader (Plugins/EmbedCatalogs): a
/// catalog that is not one object of key → quoted text stops the build at its line and column.
@Suite struct CatalogEmbedderTests {
    @Test(arguments: [
        // The key "b" starts line 2 after one space: 2:2.
        ("{\"a\": \"x\",\n \"b\": 3}\n", "2:2: error: each entry maps a key to a quoted text"),
        // ` "b": [` is 7 characters: the `}` that cannot close the `[` is at 2:8.
        ("{\"a\": \"x\",\n \"b\": [}\n", "2:8: error: invalid YAML: did not find expected node content"),
        ("[\"a\"]\n", "1:1: error: a catalog is one object of key → text"),
        ("", "1:1: error: a catalog is one object of key → text"),
        ("{\"header.idle\": \"Pull \\u00e0 \\\"x\\\"\"}\n", nil),
    ])
    func theEmbedderChecksEachCatalog(_ text: String, error: String?) throws {
        let folder = try CommandRunner.folder(with: ["xx.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let embedder = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("CatalogEmbedder")
        let catalogPath = folder.appendingPathComponent("xx.json").path
        let output = folder.appendingPathComponent("EmbeddedCatalog.swift")
        let result = try CommandRunner.run([output.path, catalogPath], executable: embedder, in: folder)
        if let error {
            #expect(result.status == 1)
            #expect(result.stderr == "\(catalogPath):\(error)\n")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        } else {
            #expect(result.status == 0, "\(result.stderr)")
            let source = try String(contentsOf: output, encoding: .utf8)
            #expect(source.contains("\"xx\": [\n            \"header.idle\": \"Pull à \\\"x\\\"\",\n        ],"))
        }
    }

    /// A catalog's NUL, ESC, BEL and U+202E are `\u{…}` in the embedded Swift, through the one
    /// literal escaper that `generate swift` uses, and none is written raw.
    @Test func controlsAreEscapedInTheEmbeddedSource() throws {
        let folder = try CommandRunner.folder(with: ["xx.json": "{\"header.idle\": \"a\\u0000b\\u001b\\u0007\\u202ec\"}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let embedder = CommandRunner.executable.deletingLastPathComponent().appendingPathComponent("CatalogEmbedder")
        let output = folder.appendingPathComponent("EmbeddedCatalog.swift")
        let result = try CommandRunner.run(
            [output.path, folder.appendingPathComponent("xx.json").path], executable: embedder, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains("\"header.idle\": \"a\\u{0}b\\u{1B}\\u{7}\\u{202E}c\","), "\(source)")
        #expect(!source.unicodeScalars.contains { ["\u{0}", "\u{1B}", "\u{7}", "\u{202E}"].contains($0) })
    }
}
