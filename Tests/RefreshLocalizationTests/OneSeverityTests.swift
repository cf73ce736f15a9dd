import Diagnostics
import Foundation
import RefreshLocalization
import RefreshSpec
import Testing
import YAML

/// One severity for one finding: what `strings check` reports that `validate` also reports
/// (same place, same message) has the same severity, over every example spec and fixture.
@Suite struct OneSeverityTests {
    /// The package's root: two folders above this file's.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every `.yaml` under `specs/` and `Tests/Fixtures/` (the YAML test suite's cases aside:
    /// they are not specs), as paths relative to the root.
    private static func specFiles() -> [String] {
        var files: [String] = []
        for folder in ["specs", "Tests/Fixtures"] {
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".yaml"), !path.hasPrefix("yaml-test-suite") else { continue }
                files.append(folder + "/" + path)
            }
        }
        return files.sorted()
    }

    @Test func validateAndStringsCheckGiveAFindingTheSameSeverity() throws {
        let files = Self.specFiles()
        #expect(files.count > 100)
        var compared = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent(file)))
            let loaded = Spec.load(source: Source(path: file, bytes: bytes))
            let validated = loaded.diagnostics
            let checked = StringsChecker(loaded: loaded)?.diagnostics() ?? loaded.diagnostics.errors
            for finding in checked {
                guard
                    let same = validated.first(where: {
                        $0.mark == finding.mark && $0.message == finding.message && $0.rule == finding.rule
                    })
                else { continue }
                compared += 1
                #expect(same.severity == finding.severity, "\(file) \(finding.mark): \(finding.message)")
            }
        }
        // The comparison must have found shared findings, or it could never fail.
        #expect(compared > 50)
    }
}
