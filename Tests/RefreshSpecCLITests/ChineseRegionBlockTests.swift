import Foundation
import Testing

/// Issue 34, "`zh_CN` leads into a trap": the suggestion for `zh_CN` is `zh-CN`, but a `strings`
/// block `zh-CN` was never read (the lookup went straight to `zh-Hans`), so the scenario showed
/// English while `strings export` wrote `zh-CN.lproj`. Now the block of the locale as written
/// is read first, and validate, test and export agree on it.
@Suite struct ChineseRegionBlockTests {
    /// The spec of the issue: English and a `zh-CN` block, a scenario in `zh_CN`.
    static func spec(locale: String) -> String {
        """
        version: 1
        scrollView:
          frame: {width: 375, height: 667}
        strings:
          en: {feed.idle: Pull down}
          zh-CN: {feed.idle: 下拉}
        components:
          - id: header
            type: header
            labels: {idle: feed.idle}
        scenarios:
          - name: chinese
            locale: \(locale)
            steps:
              - expect: {header: {text: 下拉}}

        """
    }

    @Test func theSuggestedLocaleReadsTheBlockItsExportWrites() throws {
        let folder = try CommandRunner.folder(with: [
            "typo.yaml": Self.spec(locale: "zh_CN"), "zh.yaml": Self.spec(locale: "zh-CN"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let typo = folder.appendingPathComponent("typo.yaml").path
        let suggested = try CommandRunner.run(["validate", "--quiet", typo])
        #expect(suggested.status == 1)
        // Line 13 is `    locale: zh_CN`; the value starts at column 13.
        #expect(
            suggested.stdout.hasPrefix(
                "\(typo):13:13: error: 'zh_CN' is not a BCP 47 locale id such as en, zh-Hans or pt-BR (did you mean 'zh-CN'?)\n"))

        let spec = folder.appendingPathComponent("zh.yaml").path
        // No missing-translation warning: zh-CN has its own feed.idle.
        #expect(try CommandRunner.run(["validate", "--strict", spec]).status == 0)
        let test = try CommandRunner.run(["test", spec])
        #expect(test.status == 0)
        #expect(test.stdout.hasPrefix("PASS \(spec) › chinese (1 step)\n"))

        let out = folder.appendingPathComponent("out")
        #expect(try CommandRunner.run(["strings", "export", spec, "--output", out.path, "--include-builtins"]).status == 0)
        let exported = try String(contentsOf: out.appendingPathComponent("zh-CN.lproj/Localizable.strings"), encoding: .utf8)
        // Its own text, then the built-in zh-Hans texts its chain falls back to (zh-CN, zh-Hans, zh).
        #expect(exported.hasPrefix("\"feed.idle\" = \"下拉\";\n\"header.pulling\" = \"松开立即刷新\";\n"))
    }
}
