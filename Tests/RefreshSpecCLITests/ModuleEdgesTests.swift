import Foundation
import Testing

/// The module edges Package.swift declares are those DESIGN.md lists, and each is used.
@Suite struct ModuleEdgesTests {
    /// A module as `swift package describe` gives it.
    private struct Module {
        var name: String
        var path: String
        var kind: String
        var dependencies: [String]
        var language: String
    }

    /// The package's modules, tests left out.
    private static func modules() throws -> [Module] {
        try targets().filter { $0.kind != "test" }
    }

    /// The package's targets, from `swift package describe --type json` (with a scratch folder of
    /// its own, so that it does not wait for the build folder's lock).
    private static func targets() throws -> [Module] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("refreshspec-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let swift = Process()
        swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swift.arguments = ["swift", "package", "--scratch-path", scratch.path, "describe", "--type", "json"]
        swift.currentDirectoryURL = CommandRunner.packageRoot
        let output = Pipe()
        swift.standardOutput = output
        swift.standardError = FileHandle.nullDevice
        try swift.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        swift.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        return targets.compactMap { target in
            guard let name = target["name"] as? String, let kind = target["type"] as? String,
                let path = target["path"] as? String
            else { return nil }
            return Module(
                name: name, path: path, kind: kind, dependencies: target["target_dependencies"] as? [String] ?? [],
                language: target["module_type"] as? String ?? "")
        }
    }

    /// DESIGN.md's table: module -> what it may depend on, plugins included.
    private static func allowed() throws -> [String: Set<String>] {
        let design = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        let table = try #require(design.components(separatedBy: "| module | depends on |").dropFirst().first)
        var edges: [String: Set<String>] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            guard line.hasPrefix("| ") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 3 else { continue }
            let names = cells[2].replacingOccurrences(of: "(", with: ",").replacingOccurrences(of: ")", with: "")
            edges[cells[1]] = Set(
                names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        return edges
    }

    @Test func everyDeclaredEdgeIsListedAndEveryListedOneDeclared() throws {
        let modules = try Self.modules().filter { $0.kind != "plugin" }
        let allowed = try Self.allowed()
        #expect(modules.count >= 15, "modules described: \(modules.map(\.name))")
        #expect(Set(modules.map(\.name)) == Set(allowed.keys), "DESIGN.md lists the package's modules")
        for module in modules {
            #expect(Set(module.dependencies) == allowed[module.name] ?? [], "\(module.name)'s dependencies")
        }
    }

    /// An edge no source file of the module imports is a dependency kept for nothing (the
    /// executable once declared the engine it never used).
    @Test func everyDeclaredEdgeIsImported() throws {
        let modules = try Self.modules()
        let plugins = Set(modules.filter { $0.kind == "plugin" }.map(\.name))
        for module in modules where module.kind != "plugin" {
            let imports = try Self.imports(under: CommandRunner.packageRoot.appendingPathComponent(module.path))
            // CYamlAllocator is linked, not imported: its functions replace libyaml's.
            for dependency in module.dependencies where !plugins.contains(dependency) && dependency != "CYamlAllocator" {
                #expect(imports.contains(dependency), "\(module.name) declares \(dependency) but imports it nowhere")
            }
        }
    }

    /// DESIGN.md: one test target per Swift library module, named after it, that depends on
    /// it; FuzzEntryPoints is tested by FuzzRegressionTests (and the build tools through the
    /// executable they build).
    @Test func everyLibraryModuleHasItsTestTarget() throws {
        let targets = try Self.targets()
        let tests = Dictionary(uniqueKeysWithValues: targets.filter { $0.kind == "test" }.map { ($0.name, $0) })
        let libraries = targets.filter { $0.kind == "library" && $0.language == "SwiftTarget" }
        #expect(libraries.count >= 10, "libraries described: \(libraries.map(\.name))")
        for library in libraries {
            let testName = library.name == "FuzzEntryPoints" ? "FuzzRegressionTests" : library.name + "Tests"
            #expect(
                tests[testName]?.dependencies.contains(library.name) == true,
                "\(library.name) has no \(testName) that depends on it")
        }
    }

    private static func imports(under folder: URL) throws -> Set<String> {
        var found: Set<String> = []
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: /(?m)^(?:@\w+ |\w+ )*import (\w+)/) {
                found.insert(String(match.output.1))
            }
        }
        return found
    }
}
