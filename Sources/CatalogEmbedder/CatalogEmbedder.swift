import Foundation

/// `CatalogEmbedder OUTPUT CATALOG...`: writes the built-in catalogs (`<locale>.json`, each one
/// flat JSON object of key → text) as one Swift source file declaring `Catalog.embeddedLocales`.
///
/// Run by the `EmbedCatalogs` build-tool plugin. A catalog that is not such an object stops the
/// build with an error at its file, line and column.
@main
enum CatalogEmbedder {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            fail("usage: CatalogEmbedder <output.swift> <locale.json>...", status: 2)
        }
        do {
            let catalogs = try arguments.dropFirst().map { path throws(LocaleCatalog.Failure) in
                try LocaleCatalog(path: path)
            }
            try Data(SwiftSource(catalogs).text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch let failure as LocaleCatalog.Failure {
            fail(failure.text, status: 1)
        } catch {
            fail("CatalogEmbedder: error: cannot write '\(output)': \(error.localizedDescription)", status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
