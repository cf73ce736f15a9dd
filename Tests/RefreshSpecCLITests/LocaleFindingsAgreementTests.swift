import Foundation
import Testing

/// `validate` and `strings check` give one answer on translations: `strings check` reports the
/// loader's missing-translation and unknown-locale findings, at the same line and column, with
/// the same rule.
@Suite struct LocaleFindingsAgreementTests {
    /// The case reported: a scenario shows ko, and ko lacks the header keys en defines.
    private static let spec = """
        version: 1
        scrollView: {frame: {width: 375, height: 667}}
        strings:
          en:
            header.idle: Pull to refresh
            header.pulling: Let go
            feed.more: More
          ko:
            feed.more: 더 보기
        components:
          - {id: header, type: header}
          - {id: more, type: autoFooter, labels: {idle: feed.more}}
        scenarios:
          - name: korean
            locale: ko
            steps:
              - setLocale: fr
              - setLocale: jp

        """

    private struct Finding: Hashable {
        var line: Int
        var column: Int
        var rule: String
        var message: String
    }

    private func findings(_ command: [String], _ path: String) throws -> Set<Finding> {
        let result = try CommandRunner.run(command + ["--format", "json", path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let diagnostics = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        return Set(
            diagnostics.compactMap { diagnostic in
                guard let rule = diagnostic["rule"] as? String, ["missing-translation", "unknown-locale"].contains(rule) else {
                    return nil
                }
                return Finding(
                    line: diagnostic["line"] as? Int ?? 0, column: diagnostic["column"] as? Int ?? 0, rule: rule,
                    message: diagnostic["message"] as? String ?? "")
            })
    }

    @Test func bothCommandsReportTheSameFindings() throws {
        let folder = try CommandRunner.folder(with: ["feed.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("feed.yaml").path
        let validate = try findings(["validate"], path)
        let check = try findings(["strings", "check"], path)
        #expect(validate == check)
        #expect(
            validate == [
                Finding(
                    line: 8, column: 3, rule: "missing-translation",
                    message: "locale 'ko' has no 'header.idle'; it falls back to the built-in 'ko'"),
                Finding(
                    line: 8, column: 3, rule: "missing-translation",
                    message: "locale 'ko' has no 'header.pulling'; it falls back to the built-in 'ko'"),
                Finding(
                    line: 17, column: 20, rule: "missing-translation",
                    message: "locale 'fr' has no 'feed.more'; it falls back to 'en' of strings"),
                Finding(
                    line: 18, column: 20, rule: "unknown-locale",
                    message:
                        "unknown locale 'jp': neither strings nor the built-in catalog has it, so its labels fall back to 'en' (did you mean 'ja'?)"
                ),
            ])
    }
}
