import Foundation
import Testing

/// `run` on a scenario whose expectations fail: specs/header.yaml's first scenario expects the
/// Chinese texts, so shown in English six of its checks fail on four `expect` steps.
@Suite struct RunFailureReportTests {
    static let arguments = ["run", "specs/header.yaml", "--scenario", "pull down refreshes, then ends", "--locale", "en"]

    @Test func tableMarksFailedExpectRowsAndListsTheirChecks() throws {
        let result = try CommandRunner.run(Self.arguments, environment: ["NO_COLOR": "1"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                specs/header.yaml: header

                scenario 'pull down refreshes, then ends' (en) FAILED
                header: shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 - height 54)
                #   time   action                offsetY  inset t/b  header
                1   0.000  drag dy=40            -104     64/0       idle "Pull down to refresh" 74%
                2   0.000  expect ✗              -104     64/0       idle "Pull down to refresh" 74%
                           ✗ header.text is 'Pull down to refresh', expected '下拉可以刷新' (49:33)
                           ✗ header.detailText is 'Last update: No record', expected '最后更新：无记录' (49:47)
                3   0.000  drag dy=20            -124     64/0       pulling* "Release to refresh" 111%
                4   0.000  expect ✗              -124     64/0       pulling "Release to refresh" 111%
                           ✗ header.text is 'Release to refresh', expected '松开立即刷新' (54:36)
                5   0.000  release               -124     64/0       pulling "Release to refresh" 111%
                6   0.300  wait 0.3              -118     118/0      refreshing* "Loading..." 100%
                7   0.300  expect ✗              -118     118/0      refreshing "Loading..." 100%
                           ✗ header.text is 'Loading...', expected '正在刷新数据中...' (62:39)
                8   0.300  endRefreshing header  -64      64/0       idle* "Pull down to refresh" 0%
                9   0.800  wait 0.5              -64      64/0       idle "Pull down to refresh" 0%
                10  0.800  expect ✗              -64      64/0       idle "Pull down to refresh" 0%
                           ✗ header.text is 'Pull down to refresh', expected '下拉可以刷新' (70:33)
                           ✗ header.detailText is 'Last update: Today 12:00', expected '最后更新：今天 12:00' (70:47)

                """)
        // The located diagnostics still go to standard error, one per failed check.
        #expect(result.stderr.components(separatedBy: ": error: scenario 'pull down refreshes, then ends'").count == 7)
    }

    @Test func jsonSaysWhetherEachScenarioPassedAndWhatEachExpectStepFound() throws {
        let result = try CommandRunner.run(Self.arguments + ["--format", "json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let scenario = try #require((report["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["passed"] as? Bool == false)
        let steps = try #require(scenario["steps"] as? [[String: Any]])
        // Only expect steps carry failures (step 1 is a drag); four of them, six failures in all.
        #expect(steps.filter { $0["failures"] != nil }.map { $0["index"] as? Int } == [2, 4, 7, 10])
        #expect(steps.compactMap { ($0["failures"] as? [Any])?.count } == [2, 1, 1, 2])
        let failure = try #require((steps[1]["failures"] as? [[String: Any]])?.first)
        #expect(failure["field"] as? String == "header.text")
        #expect(failure["actual"] as? String == "Pull down to refresh")
        #expect(failure["expected"] as? String == "下拉可以刷新")
        #expect(failure["rule"] as? String == "expectation-failed")
        #expect(failure["line"] as? Int == 48)
        #expect(failure["column"] as? Int == 9)
        let note = try #require((failure["notes"] as? [[String: Any]])?.first)
        #expect(note["line"] as? Int == 49)
        #expect(note["column"] as? Int == 33)
    }

    @Test func jsonKeepsNumbersAsNumbers() throws {
        let folder = try CommandRunner.folder(with: ["wrong.yaml": TestCommandTests.failingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", folder.appendingPathComponent("wrong.yaml").path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let steps = try #require((report["scenarios"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        // Step 2's checks hold; step 3 expects pulling of a header that is idle.
        #expect((steps[1]["failures"] as? [Any])?.isEmpty == true)
        let failure = try #require((steps[2]["failures"] as? [[String: Any]])?.first)
        #expect(failure["field"] as? String == "header.state")
        #expect(failure["actual"] as? String == "idle")
        #expect(failure["expected"] as? String == "pulling")
        let tooFar = try CommandRunner.folder(with: [
            "far.yaml": TestCommandTests.passingSpec.replacingOccurrences(of: "offsetY: -104", with: "offsetY: -110")
        ])
        defer { try? FileManager.default.removeItem(at: tooFar) }
        let far = try CommandRunner.run(["run", tooFar.appendingPathComponent("far.yaml").path, "--format", "json"])
        let farReport = try #require(try JSONSerialization.jsonObject(with: Data(far.stdout.utf8)) as? [String: Any])
        let farSteps = try #require((farReport["scenarios"] as? [[String: Any]])?.first?["steps"] as? [[String: Any]])
        let offset = try #require((farSteps[1]["failures"] as? [[String: Any]])?.first)
        #expect(offset["actual"] as? Double == -104)
        #expect(offset["expected"] as? Double == -110)
    }

    @Test func jsonLinesCarryTheFailuresOnTheirExpectSteps() throws {
        let result = try CommandRunner.run(Self.arguments + ["--format", "jsonl"])
        #expect(result.status == 1)
        let lines = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(lines.count == 10)
        #expect(lines.map { ($0["failures"] as? [Any])?.count } == [nil, 2, nil, 1, nil, nil, 1, nil, nil, 2])
    }
}
