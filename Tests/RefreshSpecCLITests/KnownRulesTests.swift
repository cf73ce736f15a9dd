import Foundation
@testable import RefreshSpecCLI
import Testing

/// `KnownRules.all` (SARIF's `tool.driver.rules`, the rule ids a user can look up) is the union
/// of the modules' rule enums, written out by hand; these tests read the enums from the sources,
/// so a module whose enum is not listed, or a rule id declared twice, fails here.
@Suite struct KnownRulesTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Every `enum Name: String, DiagnosticRule` in Sources/, with the raw values of its cases.
    private static func declaredRules() throws -> [String: [String]] {
        var rules: [String: [String]] = [:]
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let declaration = text.firstMatch(of: /enum (\w+): String, DiagnosticRule \{/) else { continue }
            let body = text[declaration.range.upperBound...].prefix { $0 != "}" }
            rules[String(declaration.output.1)] = body.matches(of: /case \w+ = "([a-z0-9-]+)"/).map { String($0.output.1) }
        }
        return rules
    }

    @Test func everyRuleOfEveryModuleIsKnown() throws {
        let declared = try Self.declaredRules()
        // Diagnostics' own module has none; the YAML reader, the spec, its translations, the
        // runner and the code generator have one each today.
        #expect(declared.count >= 5, "rule enums found: \(declared.keys.sorted())")
        let known = Set(KnownRules.all.map(\.id))
        for (enumName, ids) in declared {
            #expect(!ids.isEmpty, "\(enumName) declares no rule")
            for id in ids { #expect(known.contains(id), "\(enumName)'s '\(id)' is not in KnownRules.all") }
        }
        let all = declared.values.flatMap { $0 }
        #expect(Set(all).count == all.count, "a rule id is declared twice")
        #expect(Set(all) == known, "KnownRules.all lists \(known.subtracting(all).sorted()) that no enum declares")
    }
}
