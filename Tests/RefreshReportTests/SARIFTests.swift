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

    private func log() throws -> Object {
        try #require(try JSONSerialization.jsonObject(with: Data(SARIF.log(diagnostics).serialized().utf8)) as? Object)
    }

    @Test func oneRunWithTheToolAndEveryRule() throws {
        let log = try log()
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [Object])?.first)
        let driver = try #require((run["tool"] as? Object)?["driver"] as? Object)
        #expect(driver["name"] as? String == "refreshspec")
        #expect(driver["version"] as? String == ToolInfo.version)
        let rules = try #require(driver["rules"] as? [Object])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == KnownRules.all.map(\.id))
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
        #expect((location["region"] as? Object)?["startLine"] as? Int == 12)
        #expect((location["region"] as? Object)?["startColumn"] as? Int == 5)
        let related = try #require((results[0]["relatedLocations"] as? [Object])?.first)
        #expect((related["message"] as? Object)?["text"] as? String == "first defined here")
    }

    @Test func everyModulesRulesAreInTheCatalog() {
        let ids = Set(KnownRules.all.map(\.id))
        for rule in YAMLRule.allCases { #expect(ids.contains(rule.id)) }
        for rule in SpecRule.allCases { #expect(ids.contains(rule.id)) }
        for rule in RunRule.allCases { #expect(ids.contains(rule.id)) }
        #expect(KnownRules.all.count == ids.count)
    }
}
