import Foundation
import Testing

/// The complete example of docs/SPEC.md §1 is the contract's own scenario: its expectations
/// (refreshing at inset 64 + 54 = 118 and offset -118; back to 64 after endRefreshing) must hold.
@Suite struct ContractExampleTests {
    @Test func specExamplePasses() throws {
        let spec = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/SPEC.md"), encoding: .utf8)
        let start = try #require(spec.range(of: "```yaml\n"))
        let end = try #require(spec.range(of: "```", range: start.upperBound..<spec.endIndex))
        let folder = try CommandRunner.folder(with: ["feed.yaml": String(spec[start.upperBound..<end.lowerBound])])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", folder.appendingPathComponent("feed.yaml").path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 spec, 1 scenario: 1 passed, 0 failed\n"))
    }
}
