import Foundation
@testable import FuzzEntryPoints
import Testing

/// The inputs the fuzz targets once crashed on, in `Tests/Fixtures/FuzzRegressions/<target>/`,
/// replayed through the same entry points: a check that breaks again fails the test, named.
@Suite struct FuzzRegressionTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FuzzRegressions")

    /// Every committed input of a target, by file name.
    private static func inputs(of target: FuzzTarget) -> [URL] {
        let directory = folder.appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func replaysEveryCommittedInput(of target: FuzzTarget) throws {
        let inputs = Self.inputs(of: target)
        #expect(!inputs.isEmpty, "Tests/Fixtures/FuzzRegressions/\(target.rawValue) holds at least one input")
        for input in inputs {
            let broken = target.brokenChecks([UInt8](try Data(contentsOf: input)))
            #expect(broken.isEmpty, "\(input.lastPathComponent) breaks: \(broken.joined(separator: "; "))")
        }
    }

    /// A broken check is reported, not lost: an input that breaks one fails the test above.
    @Test func aBrokenCheckIsReported() {
        #expect(BrokenChecks.collecting { check(false, "a check that breaks") } == ["a check that breaks"])
        #expect(BrokenChecks.collecting { check(true, "a check that holds") }.isEmpty)
    }
}
