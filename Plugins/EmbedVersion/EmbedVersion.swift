import Foundation
import PackagePlugin

/// Turns the package's `VERSION` file into Swift source at build time, so that the version
/// `refreshspec --version`, SARIF and generated code show is compiled into every binary and is
/// the one the repository's `VERSION` file holds.
@main
struct EmbedVersion: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let version = context.package.directoryURL.appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedVersion.swift")
        return [
            .buildCommand(
                displayName: "Embedding VERSION in \(target.name)",
                executable: try context.tool(named: "VersionEmbedder").url,
                arguments: [output.path, version.path],
                inputFiles: [version],
                outputFiles: [output])
        ]
    }
}
