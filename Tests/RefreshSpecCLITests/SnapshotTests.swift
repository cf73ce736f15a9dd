import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

/// Golden files (STYLE.md 7): the real binary's output compared with a checked-in snapshot.
/// Re-record deliberately with `RECORD_SNAPSHOTS=1 swift test` and review the diff like code.
@Suite struct SnapshotTests {
    static let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/RefreshSpecCLITests/Snapshots")

    static let cases: [(arguments: [String], snapshot: String)] = [
        (["run", "specs/header.yaml", "--format", "json"], "run-header.json"),
        (["run", "specs/back-footer.yaml", "--format", "json"], "run-back-footer.json"),
        (["run", "specs/trailer.yaml", "--format", "json"], "run-trailer.json"),
        (["run", "specs/header.yaml"], "run-header.txt"),
        (["run", "specs/back-footer.yaml"], "run-back-footer.txt"),
        (["run", "specs/trailer.yaml"], "run-trailer.txt"),
        (["tree", "specs/header.yaml", "--locale", "zh-Hans"], "tree-header.txt"),
    ]

    @Test(arguments: cases)
    func outputMatchesSnapshot(arguments: [String], snapshot: String) throws {
        let result = try CommandRunner.run(arguments, environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let url = Self.folder.appendingPathComponent(snapshot)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try Data(result.stdout.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(result.stdout == expected, "\(snapshot) differs: \(Self.firstDifference(result.stdout, expected))")
    }

    /// The first line where two texts differ, or the first differing character of a long line,
    /// so a failure points at the change instead of printing everything.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (got, wanted)) in zip(actualLines, expectedLines).enumerated() where got != wanted {
            let common = zip(got, wanted).prefix { $0 == $1 }.count
            return
                "line \(number + 1), column \(common + 1): got …\(got.dropFirst(common).prefix(80)), expected …\(wanted.dropFirst(common).prefix(80))"
        }
        return "line counts differ: \(actualLines.count) vs \(expectedLines.count)"
    }
}

@Suite struct PictureTests {
    @Test func svgHasAFramePerStepWithCaptions() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--format", "svg"])
        #expect(result.status == 0)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // specs/header.yaml has scenarios of 10, 5 and 6 steps: one clip path per step.
        #expect(try root.nodes(forXPath: "//*[local-name()='clipPath']").count == 21)
        let captions = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(captions.contains("3. drag dy=20 *"))
        #expect(captions.contains("header › pull down refreshes, then ends (zh-Hans)"))
    }
}
