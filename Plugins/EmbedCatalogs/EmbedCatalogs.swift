import Foundation
import PackagePlugin

/// Turns a target's `Catalog/<locale>.json` files into Swift source at build time, so that the
/// built-in texts are compiled into every binary that links the target and no resource bundle
/// has to travel beside it.
@main
struct EmbedCatalogs: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Catalog")
        let inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) built-in catalogs in \(target.name)",
                executable: try context.tool(named: "CatalogEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
