import Foundation
import RefreshSpec
import Testing
import YAML

/// The yaml-test-suite inputs through the whole spec loader: none is a spec, so each gives at
/// least one error; those libyaml accepts never give a YAML syntax or encoding error.
@Suite struct YAMLTestSuiteSpecTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yaml-test-suite")

    /// The files libyaml accepts, by the manifest's `libyaml` column.
    private static let accepted: [String] = {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("manifest.tsv"), encoding: .utf8) else {
            return []
        }
        return manifest.split(separator: "\n").dropFirst().compactMap { row in
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false)
            return columns.count > 3 && columns[3] == "ok" ? String(columns[1]) : nil
        }
    }()

    @Test func manifestListsTheAcceptedInputs() {
        // 257 inputs both the suite and libyaml accept, plus 16 the suite rejects and libyaml accepts.
        #expect(Self.accepted.count == 273)
    }

    @Test(arguments: accepted)
    func acceptedYAMLIsASpecErrorNeverAYAMLError(_ file: String) throws {
        let source = try Source.read(path: Self.folder.appendingPathComponent(file).path)
        let result = Spec.load(source: source)
        #expect(result.spec == nil)
        #expect(result.hasErrors)
        let yamlErrors = result.diagnostics.filter { $0.rule == "yaml-syntax" || $0.rule == "yaml-encoding" }
        #expect(yamlErrors.isEmpty, "\(yamlErrors.map(\.message))")
    }
}
