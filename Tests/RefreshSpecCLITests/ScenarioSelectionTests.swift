import Foundation
import Testing

/// `run --scenario` takes a name or a unique part of one; `test --filter` runs the scenarios
/// whose names contain a pattern. Both ignore letter case; no match is a usage error (exit 2)
/// that lists the names.
@Suite struct ScenarioSelectionTests {
    /// A spec whose scenarios are named `names`, each a header pulled 10 pt that stays idle.
    static func spec(_ names: [String]) -> String {
        let scenarios = names.map { "  - {name: '\($0)', steps: [drag: {dy: 10}, expect: {header: {state: idle}}]}\n" }
        return """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios:

            """ + scenarios.joined()
    }

    @Test func runTakesAUniquePartOfANameIgnoringCase() throws {
        // specs/header.yaml: 'pull down refreshes, then ends', 'a short pull bounces back without
        // refreshing', 'beginRefreshing from code'.
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--scenario", "SHORT PULL"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("scenario 'a short pull bounces back without refreshing' (en)\n"))
        #expect(!result.stdout.contains("scenario 'pull down refreshes, then ends'"))
        #expect(!result.stdout.contains("scenario 'beginRefreshing from code'"))
    }

    @Test func runRefusesAPartOfSeveralNamesAndListsThem() throws {
        let result = try CommandRunner.run(["run", "specs/header.yaml", "--scenario", "pull"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: 'pull' is part of the names of 2 scenarios in specs/header.yaml: 'pull down refreshes, then ends', "
                    + "'a short pull bounces back without refreshing'; give more of the name\n"))
    }

    @Test func runPrefersAnExactName() throws {
        let folder = try CommandRunner.folder(with: ["two.yaml": Self.spec(["pull", "pull again"])])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["run", "two.yaml", "--scenario", "pull"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("scenario 'pull' (en)"))
        #expect(!result.stdout.contains("scenario 'pull again'"))
    }

    @Test func testRunsOnlyMatchingScenariosAndStillChecksEverySpec() throws {
        let folder = try CommandRunner.folder(with: [
            "a.yaml": Self.spec(["Pull down", "tap"]), "b.yaml": Self.spec(["pull up"]), "c.yaml": Self.spec(["tap"]),
            "broken.yaml": "version: 2\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", ".", "--filter", "PULL"], in: folder)
        // broken.yaml's error still counts: exit 1, and c.yaml, with no match, reports no scenario.
        #expect(result.status == 1)
        #expect(result.stdout.contains("PASS ./a.yaml › Pull down (2 steps)\n"))
        #expect(result.stdout.contains("PASS ./b.yaml › pull up (2 steps)\n"))
        #expect(!result.stdout.contains("› tap"))
        #expect(result.stdout.contains("FAIL ./broken.yaml: the spec has errors\n"))
        #expect(result.stdout.hasSuffix("4 specs (1 with errors), 2 scenarios: 2 passed, 0 failed\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func testWithAFilterNothingMatchesIsAUsageErrorListingTheNames() throws {
        // 'tap' is in both specs and listed once; 25 names in all are 20 listed and 5 more.
        let many = (1...23).map { "scenario \($0)" }
        let folder = try CommandRunner.folder(with: [
            "a.yaml": Self.spec(["Pull down", "tap"]), "b.yaml": Self.spec(["tap"] + many),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["test", ".", "--filter", "nope"], in: folder)
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix("2 specs, 0 scenarios: 0 passed, 0 failed\n"))
        let listed = (["Pull down", "tap"] + many.prefix(18)).map { "'\($0)'" }.joined(separator: ", ")
        #expect(
            result.stderr.hasPrefix(
                "refreshspec: error: no scenario has 'nope' in its name (--filter ignores case); the scenarios are \(listed) and 5 more\n"
            ))
        // JSON output stays one valid document before the usage error.
        let json = try CommandRunner.run(["test", ".", "--filter", "nope", "--format", "json"], in: folder)
        #expect(json.status == 2)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        // A shard may lack what the others have: no match there is no error.
        let shard = try CommandRunner.run(["test", ".", "--filter", "nope", "--shard", "1/2"], in: folder)
        #expect(shard.status == 0)
        #expect(shard.stderr.isEmpty)
    }
}
