import Diagnostics
import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

/// SARIF output parsed back and checked against the parts of SARIF 2.1.0 that code scanning reads.
@Suite struct SARIFTests {
    private typealias Object = [String: Any]

    private let diagnostics = [
        Diagnostic(
            Diagnostic.Message(SpecRule.unknownKey, "unknown key 'triggerPrecent' in autoFooter"), file: "specs/my feed.yaml",
            at: Mark(line: 12, column: 5), notes: [Diagnostic.Note("first defined here", at: Mark(line: 3, column: 1))]),
        Diagnostic(
            Diagnostic.Message(SpecRule.unusedString, "no label uses 'a'"), file: "specs/feed.yaml", at: Mark(line: 2, column: 7)),
    ]

    private static let invocation = SARIF.Invocation(workingDirectory: "/work/app", exitCode: 1)
    /// A tool of the rules these tests' diagnostics carry, and one more the log must list too.
    private static let tool = SARIF.Tool(
        name: "refreshspec", version: "9.8.7", rules: YAMLRule.descriptions + SpecRule.descriptions + RunRule.descriptions)

    private func log() throws -> Object {
        try Self.parse(SARIF.log(diagnostics, documents: [:], invocation: Self.invocation, tool: Self.tool))
    }

    private static func parse(_ log: JSON) throws -> Object {
        try #require(try JSONSerialization.jsonObject(with: Data(log.serialized().utf8)) as? Object)
    }

    private static func run(_ log: JSON) throws -> Object {
        try #require((try parse(log)["runs"] as? [Object])?.first)
    }

    /// The `artifactLocation` of each result.
    private static func artifactLocations(_ run: Object) -> [Object] {
        (run["results"] as? [Object] ?? []).compactMap { result in
            let location = (result["locations"] as? [Object])?.first?["physicalLocation"] as? Object
            return location?["artifactLocation"] as? Object
        }
    }

    @Test func oneRunWithTheToolAndEveryRule() throws {
        let log = try log()
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [Object])?.first)
        let driver = try #require((run["tool"] as? Object)?["driver"] as? Object)
        #expect(driver["name"] as? String == "refreshspec")
        #expect(driver["version"] as? String == "9.8.7")
        let rules = try #require(driver["rules"] as? [Object])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == Self.tool.rules.map(\.id))
        #expect(Set(ids).count == ids.count)
        for rule in rules {
            #expect(((rule["help"] as? Object)?["text"] as? String)?.isEmpty == false)
            #expect(((rule["shortDescription"] as? Object)?["text"] as? String)?.isEmpty == false)
        }
    }

    @Test func resultsAreLocatedAndPointAtTheirRule() throws {
        let run = try #require((try log()["runs"] as? [Object])?.first)
        let rules = try #require(((run["tool"] as? Object)?["driver"] as? Object)?["rules"] as? [Object])
        let results = try #require(run["results"] as? [Object])
        #expect(results.count == 2)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.map { $0["level"] as? String } == ["error", "warning"])
        #expect((results[0]["message"] as? Object)?["text"] as? String == "unknown key 'triggerPrecent' in autoFooter")
        let location = try #require(((results[0]["locations"] as? [Object])?.first)?["physicalLocation"] as? Object)
        #expect((location["artifactLocation"] as? Object)?["uri"] as? String == "specs/my%20feed.yaml")
        #expect((location["artifactLocation"] as? Object)?["uriBaseId"] as? String == "%SRCROOT%")
        #expect((location["region"] as? Object)?["startLine"] as? Int == 12)
        #expect((location["region"] as? Object)?["startColumn"] as? Int == 5)
        let related = try #require((results[0]["relatedLocations"] as? [Object])?.first)
        #expect((related["message"] as? Object)?["text"] as? String == "first defined here")
    }

    @Test func pathsUnderTheWorkingDirectoryAreRelativeToSRCROOTAndOthersAreFileURIs() throws {
        let paths = [
            "specs/a.yaml", "/work/app/specs/b c.yaml", "/work/app/./x/../specs/d.yaml", "/tmp/e%.yaml", "../other/f.yaml",
        ]
        let diagnostics = paths.map { path in
            Diagnostic(Diagnostic.Message(SpecRule.unknownKey, "unknown key 'x'"), file: path, at: Mark(line: 1, column: 1))
        }
        let run = try Self.run(SARIF.log(diagnostics, documents: [:], invocation: Self.invocation, tool: Self.tool))
        let locations = Self.artifactLocations(run)
        #expect(
            locations.map { $0["uri"] as? String } == [
                "specs/a.yaml", "specs/b%20c.yaml", "specs/d.yaml", "file:///tmp/e%25.yaml", "file:///work/other/f.yaml",
            ])
        #expect(locations.map { $0["uriBaseId"] as? String } == ["%SRCROOT%", "%SRCROOT%", "%SRCROOT%", nil, nil])
        let base = try #require((run["originalUriBaseIds"] as? Object)?["%SRCROOT%"] as? Object)
        #expect(base["uri"] == nil)
        #expect(((base["description"] as? Object)?["text"] as? String)?.isEmpty == false)
    }

    @Test func anUnusableInputMakesTheRunUnsuccessfulWithANotificationAtItsPath() throws {
        let invocation = SARIF.Invocation(
            workingDirectory: "/work/app", exitCode: 2,
            unusableInputs: [.init(path: "nope.yaml", message: "cannot use 'nope.yaml': No such file or directory")])
        let run = try Self.run(SARIF.log([], documents: [:], invocation: invocation, tool: Self.tool))
        let record = try #require((run["invocations"] as? [Object])?.first)
        #expect(record["executionSuccessful"] as? Bool == false)
        #expect(record["exitCode"] as? Int == 2)
        let notification = try #require((record["toolExecutionNotifications"] as? [Object])?.first)
        #expect(notification["level"] as? String == "error")
        #expect((notification["message"] as? Object)?["text"] as? String == "cannot use 'nope.yaml': No such file or directory")
        let location = (notification["locations"] as? [Object])?.first?["physicalLocation"] as? Object
        #expect((location?["artifactLocation"] as? Object)?["uri"] as? String == "nope.yaml")
        #expect((run["results"] as? [Object])?.isEmpty == true)
    }

    @Test func aRunThatCheckedEverythingIsSuccessfulEvenWithProblems() throws {
        let record = try #require(
            (try Self.run(SARIF.log(diagnostics, documents: [:], invocation: Self.invocation, tool: Self.tool))["invocations"]
                as? [Object])?.first
        )
        #expect(record["executionSuccessful"] as? Bool == true)
        #expect(record["exitCode"] as? Int == 1)
        #expect(record["toolExecutionNotifications"] == nil)
    }

    /// Two problems in a spec, then the same spec with three comment lines added above them:
    /// the fingerprints stay, though the lines change; two problems in one place differ.
    @Test func fingerprintsFollowTheYAMLPathNotTheLine() throws {
        let text = """
            version: 1
            scenarios:
              - name: a
                steps: [{drag: {dy: 1, typo: 2}}]
              - name: b
                steps: [{drag: {dy: 1, typo: 2}}]

            """
        func fingerprints(shiftedBy lines: Int) throws -> [String] {
            let source = Source(path: "a.yaml", bytes: Array((String(repeating: "# moved\n", count: lines) + text).utf8))
            let document = try #require(try Document.parse(source))
            let diagnostics = [4, 6, 6].map { line in
                Diagnostic(
                    Diagnostic.Message(SpecRule.unknownKey, "unknown key 'typo'"), file: "a.yaml",
                    at: Mark(line: line + lines, column: 31))
            }
            let results =
                try Self.run(
                    SARIF.log(diagnostics, documents: ["a.yaml": document], invocation: Self.invocation, tool: Self.tool))[
                    "results"]
                as? [Object]
            return (results ?? []).compactMap { ($0["partialFingerprints"] as? Object)?["ruleSpecYAMLPathHash/v1"] as? String }
        }
        let before = try fingerprints(shiftedBy: 0)
        #expect(before.count == 3)
        #expect(try fingerprints(shiftedBy: 3) == before)
        #expect(Set(before).count == 3)
        #expect(before[1].hasSuffix(":1") && before[2].hasSuffix(":2"))
        #expect(before[1].dropLast(2) == before[2].dropLast(2))
        #expect(before[0].dropLast(2) != before[1].dropLast(2))
    }
}
