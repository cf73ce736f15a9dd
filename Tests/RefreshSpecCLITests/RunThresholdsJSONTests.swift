import Foundation
import Testing

/// `run --format json` and `jsonl` carry each visible component's thresholds as numbers, the
/// same the table explains, in documents a JSON parser reads.
@Suite struct RunThresholdsJSONTests {
    /// A header with triggerRate 1.1 and a back footer that is hidden at step 2, beside an observer.
    static let spec = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 88.7}}
        components:
          - {id: header, type: header, triggerRate: 1.1}
          - {id: more, type: backFooter}
          - {id: watch, type: scrollObserver}
        scenarios:
          - name: hide the footer
            steps:
              - drag: {dy: 10}
              - setHidden: {more: true}

        """

    /// A short list's auto footer: insetTop 0 + contentHeight 300 ≤ 667, so it has no trigger offset.
    static let shortList = """
        version: 1
        name: short
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 300}}
        components: [{id: more, type: autoFooter}]
        scenarios: [{name: look, steps: [expect: {more: {state: idle}}]}]

        """

    /// Each step's components, by id, from a parsed `run --format json`.
    private func components(_ stdout: String) throws -> [[String: [String: Any]]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let steps = try #require((report["scenarios"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        return try steps.map { step in
            let components = try #require(step["components"] as? [[String: Any]])
            var byID: [String: [String: Any]] = [:]
            for component in components { byID[component["id"] as? String ?? ""] = component }
            return byID
        }
    }

    /// Header: shows below -insetTop = -88.7, pulls below -88.7 - 54 × 1.1 = -148.1 (in binary
    /// floating point -148.10000000000002, written as the tool writes numbers). Back footer:
    /// break = 1200 - (667 - 0 - 88.7) = 621.7 > 0, so it shows beyond 1200 - 667 + 0 = 533 and
    /// pulls beyond 533 + 44 = 577; hidden, it has none. An observer never has any.
    @Test func jsonGivesEachVisibleComponentsThresholds() throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "feed.yaml", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""thresholds":{"axis":"offsetY","shows":-88.7,"pulls":-148.1}"#))
        let steps = try components(result.stdout)
        try #require(steps.count == 2)
        for step in steps {
            let header = try #require(step["header"]?["thresholds"] as? [String: Any])
            #expect(header["axis"] as? String == "offsetY")
            #expect(header["shows"] as? Double == -88.7)
            #expect(header["pulls"] as? Double == -148.1)
            #expect(step["watch"]?["thresholds"] == nil)
        }
        let footer = try #require(steps[0]["more"]?["thresholds"] as? [String: Any])
        #expect(footer["shows"] as? Double == 533)
        #expect(footer["pulls"] as? Double == 577)
        #expect(steps[1]["more"]?["thresholds"] == nil)
        #expect(steps[1]["more"]?["hidden"] as? Bool == true)
        // The table explains the same numbers.
        let table = try CommandRunner.run(["run", "feed.yaml"], in: folder).stdout
        #expect(table.contains("header: shows below offsetY -88.7 (-insetTop 88.7), pulls below -148.1 (-88.7 - height 54 × "))
        #expect(table.contains("more: shows beyond offsetY 533 (contentHeight 1200 - frameHeight 667 + insetBottom 0), pulls"))
        #expect(table.contains("pulls beyond 577 (533 + height 44)"))
    }

    /// An auto footer's trigger is null when only the end of a drag starts it; every jsonl line parses.
    @Test func anAutoFooterWithoutTriggerHasNullAndJSONLinesParse() throws {
        let folder = try CommandRunner.folder(with: ["short.yaml": Self.shortList])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try CommandRunner.run(["run", "short.yaml", "--format", "json"], in: folder)
        let thresholds = try #require(try components(json.stdout).first?["more"]?["thresholds"] as? [String: Any])
        #expect(thresholds["axis"] as? String == "offsetY")
        #expect(thresholds["triggers"] is NSNull)
        #expect(thresholds["shows"] == nil)
        let lines = try CommandRunner.run(["run", "short.yaml", "--format", "jsonl"], in: folder).stdout.split(separator: "\n")
        #expect(lines.count == 1)
        for line in lines {
            let step = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let component = try #require((step["components"] as? [[String: Any]])?.first)
            #expect((component["thresholds"] as? [String: Any])?["triggers"] is NSNull)
        }
    }
}
