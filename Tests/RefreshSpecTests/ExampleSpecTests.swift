import Foundation
import RefreshCore
import RefreshSpec
import Testing
import YAML

/// Every spec in the repository's `specs/` folder validates with no diagnostics at all, so it
/// passes `validate --strict`; a spec that shows a warning on purpose lives in
/// `Tests/Fixtures/Warnings` (``WarningFixtureTests``).
@Suite struct ExampleSpecTests {
    /// `specs/`, found from this file's path: Tests/RefreshSpecTests/ExampleSpecTests.swift.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    }

    @Test func thereIsOneSpecPerComponentType() throws {
        let types = try Self.files.flatMap { try load($0).components.map(\.type) }
        #expect(Set(types) == Set(ComponentType.allCases))
    }

    @Test(arguments: files) func validatesCleanly(_ name: String) throws {
        let spec = try load(name)
        #expect(!spec.scenarios.isEmpty)
        #expect(spec.name + ".yaml" == name)
    }

    private func load(_ name: String) throws -> Spec {
        let source = try Source.read(path: Self.folder.appendingPathComponent(name).path)
        let result = Spec.load(source: source)
        #expect(result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" } == [], "\(name)")
        return try #require(result.spec)
    }
}
