import Foundation
import Testing

/// `run --layout`: each component's subview frames after every step, in the JSON documents, so
/// that a label that changes width moves the arrow step by step (MJRefreshNormalHeader's
/// `placeSubviews`); without the flag the JSON is SPEC.md §9's.
@Suite struct RunLayoutJSONTests {
    /// A 375 pt wide header whose pulling text is longer than its idle one, no last-updated label.
    static let spec = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        components:
          - {id: header, type: header, lastUpdated: {hidden: true}, labels: {idle: {text: Pull}, pulling: {text: Release now to refresh}}}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 10}
              - drag: {dy: 60}

        """

    /// Each step's header `layout`, from a parsed document of `run --format json --layout`.
    private func layouts(_ stdout: String) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let steps = try #require((report["scenarios"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        return try steps.map { step in
            let header = try #require((step["components"] as? [[String: Any]])?.first)
            return try #require(header["layout"] as? [String: Any])
        }
    }

    /// Text width (SPEC.md §8), Inter Bold 14, 2816 units per em: "Pull" 5107 units = 25.39 pt;
    /// arrow centre x = 375/2 - 25.39/2 - 25 = 149.81, the 15 × 40 arrow at x 142.31, y (54 - 40)/2
    /// = 7. "Release now to refresh": 31403 units = 156.12 pt; centre 187.5 - 78.06 - 25 = 84.44,
    /// arrow x 76.94. The state label fills the header.
    @Test func theArrowFollowsTheLabelStepByStep() throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "feed.yaml", "--format", "json", "--layout"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let steps = try layouts(result.stdout)
        try #require(steps.count == 2)
        let idleArrow = try #require(steps[0]["arrow"] as? [String: Double])
        // JSON gives 4 decimals.
        #expect(idleArrow == ["x": 142.305, "y": 7, "width": 15, "height": 40])
        let pullingArrow = try #require(steps[1]["arrow"] as? [String: Double])
        #expect(pullingArrow["x"] == 76.9386)
        #expect(steps[1]["stateLabel"] as? [String: Double] == ["x": 0, "y": 0, "width": 375, "height": 54])
        #expect(steps[1]["lastUpdatedLabel"] is NSNull)
        #expect(steps[1]["gif"] is NSNull)
        let lines = try CommandRunner.run(["run", "feed.yaml", "--format", "jsonl", "--layout"], in: folder)
        #expect(lines.stdout.split(separator: "\n").count == 2)
        #expect(lines.stdout.contains(#""layout":{"stateLabel":{"x":0,"y":0,"width":375,"height":54}"#))
        let plain = try CommandRunner.run(["run", "feed.yaml", "--format", "json"], in: folder)
        #expect(!plain.stdout.contains("\"layout\""))
    }
}
