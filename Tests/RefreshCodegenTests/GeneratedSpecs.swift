import Foundation
import RefreshCodegen
import RefreshSpec
import Testing
import YAML

/// The example specs of `specs/` and the codegen fixtures, loaded and generated the way the
/// command does it.
enum GeneratedSpecs {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The options every golden file is made with; the version is fixed so that goldens do not
    /// change with a release.
    static let options = GenerateOptions(toolVersion: "1.0.0-test")

    /// The spec files of `specs/` and `Tests/RefreshCodegenTests/Specs/`, as paths relative to
    /// the package root, sorted.
    static func specPaths() throws -> [String] {
        try ["specs", "Tests/RefreshCodegenTests/Specs"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".yaml") }.map { "\(folder)/\($0)" }
        }.sorted()
    }

    /// Loads a spec (a path relative to the package root) and generates its code.
    static func generate(_ path: String, options: GenerateOptions = options) throws -> (GeneratedFiles, LoadResult) {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        let loaded = Spec.load(source: Source(path: path, bytes: Array(data)))
        let spec = try #require(loaded.spec, "\(path) does not load: \(loaded.diagnostics)")
        return (SwiftGenerator.generate(spec, strings: loaded.strings, file: path, options: options), loaded)
    }
}
