import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `test --html`: one self-contained page, failures first and open with their source line quoted,
/// every scenario's view compressed in its row, its pictures parsing as SVG once inflated,
/// deep-link ids, a policy that lets only the page's own style and script run.
@Suite struct HTMLReportTests {
    static let passing = """
        version: 1
        name: fine
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components:
          - {id: header, type: header}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 40}
              - expect: {header: {state: idle}}

        """

    static let failing = """
        version: 1
        name: wrong
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components:
          - {id: header, type: header}
        scenarios:
          - name: holds
            steps:
              - drag: {dy: 40}
          - name: a <b> & "c"
            steps:
              - drag: {dy: 40}
              - expect: {header: {state: pulling}}

        """

    static func result(_ path: String, _ text: String) -> SpecTestResult {
        let source = Source(path: path, bytes: Array(text.utf8))
        let loaded = Spec.load(source: source)
        let report = loaded.spec.map { SpecRunner().run($0, path: path) }
        return SpecTestResult(
            path: path, diagnostics: loaded.diagnostics, report: report, source: source, document: loaded.document)
    }

    static func page() -> String {
        let results = [
            result("a/fine.yaml", passing), result("b/wrong.yaml", failing), result("c/broken.yaml", "version: 1\nnope: 2\n"),
        ]
        return HTMLReport.render(results, totals: TestTotals(results))
    }

    /// The `<svg>…</svg>` documents inside `html`.
    static func svgs(_ html: String) -> [String] {
        html.components(separatedBy: "<svg ").dropFirst().map { "<svg " + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
    }

    @Test func specsWithErrorsComeFirstThenFailuresThenPasses() {
        let html = Self.page()
        let order = ["id=\"c%2Fbroken.yaml\"", "id=\"b%2Fwrong.yaml\"", "id=\"a%2Ffine.yaml\""].map {
            html.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test func theFailedScenarioComesFirstInItsSpecAndIsOpen() throws {
        let html = Self.page()
        let failed = try #require(
            html.range(of: "<details class=\"scenario fail\" id=\"b%2Fwrong.yaml/a%20%3Cb%3E%20%26%20%22c%22\""))
        let passed = try #require(html.range(of: "<details class=\"scenario pass\" id=\"b%2Fwrong.yaml/holds\""))
        #expect(failed.lowerBound < passed.lowerBound)
        #expect(html[failed.upperBound...].hasPrefix(" data-steps=\"2\" open>"))
        #expect(html[passed.upperBound...].hasPrefix(" data-steps=\"1\">"))
    }

    @Test func failuresAreQuotedWithTheirSourceLineAsTheTextOutputHasThem() {
        let html = Self.page()
        // Every note goes with it; the header pulls below −64 − 54 × 1 = −118, the drag reached −104.
        #expect(
            html.contains(
                """
                <pre class="diagnostics">b/wrong.yaml:13:9: error: scenario &apos;a &lt;b&gt; &amp; &quot;c&quot;&apos;, step 2: \
                header.state is &apos;idle&apos;, expected pulling
                          - expect: {header: {state: pulling}}
                            ^
                    note: 13:27: asserted here
                    note: &apos;header&apos; turns pulling when offsetY is below -118 while the finger is down; offsetY is -104
                </pre>
                """))
        #expect(html.contains("c/broken.yaml: the spec has errors"))
        #expect(html.contains("c/broken.yaml:2:1: error: unknown key &apos;nope&apos;"))
    }

    @Test func everyScenarioHasAViewWhosePicturesParseAsSVG() throws {
        let views = try InflatedViews.of(Self.page())
        // fine: 1 scenario, wrong: 2; broken did not run.
        #expect(views.count == 3)
        for template in views {
            let svgs = Self.svgs(template)
            #expect(svgs.count == 2)
            for svg in svgs {
                let root = try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
                #expect(root.name == "svg")
                #expect(root.attributes?.contains { $0.name == "viewBox" } == true)
            }
            #expect(template.contains("<input type=\"range\" min=\"1\" max="))
            #expect(template.contains("<tr data-step=\"1\" data-action=\"drag dy=40\">"))
        }
    }

    /// The hostile specs (XML's special characters, control characters, long words): every
    /// picture of every view still parses as SVG.
    @Test func hostileTextLeavesEveryPictureParseable() throws {
        let folder = "Tests/Fixtures/Hostile"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted()
        let results = try names.map { name in
            Self.result("\(folder)/\(name)", try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8))
        }
        let views = try InflatedViews.of(HTMLReport.render(results, totals: TestTotals(results)))
        // A view per scenario that ran: text, quotes (2) and long names (1).
        #expect(views.count == 3)
        for view in views {
            let svgs = Self.svgs(view)
            #expect(svgs.count == 2)
            for svg in svgs { #expect(try XMLDocument(data: Data(svg.utf8)).rootElement()?.name == "svg") }
        }
    }

    @Test func picturesIDsAreUniqueInThePage() throws {
        let page = Self.page()
        let html = try InflatedViews.of(page).joined() + page
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count)
    }

    /// The page's pictures name each component as `run --format svg` does: `data-id` is the
    /// component's id (it took the page's id prefix, `p0-0-f-header`, with the ids).
    @Test func picturesKeepTheComponentsDataID() throws {
        let dataIDs = try InflatedViews.of(Self.page()).joined().components(separatedBy: "data-id=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }
        }
        #expect(!dataIDs.isEmpty)
        #expect(Set(dataIDs) == ["header"])
    }

    @Test func nothingIsFetched() throws {
        let html = Self.page()
        let pattern = try Regex("(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//")
        #expect(html.firstMatch(of: pattern) == nil)
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url(http"))
        #expect(html.contains("<style>") && html.contains("<script>"))
    }

    @Test func theCountsComeFirstAndBothColourSchemesAreThere() throws {
        let html = Self.page()
        #expect(
            html.contains(
                "<p class=\"totals\">3 specs (1 with errors), 3 scenarios: 2 passed, 1 failed (1 expectation failed)</p>"))
        #expect(html.contains("@media (prefers-color-scheme: dark)"))
        #expect(html.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
    }

    @Test func theSameResultsGiveTheSameBytes() {
        #expect(Self.page() == Self.page())
    }
}

/// A spec with a safe area names its device, safe area and adjustment under its heading; one
/// without says nothing of them.
@Suite struct HTMLReportSafeAreaTests {
    @Test func theHeadingNamesTheDeviceAndTheSafeArea() {
        let results = [HTMLReportTests.result("bars.yaml", SafeAreaFixture.text)]
        let page = HTMLReport.render(results, totals: TestTotals(results))
        // iPhone 16 portrait: 59 pt Dynamic Island + 44 pt standard bar = 103 on top; the 34 pt
        // home indicator at the bottom, no tab bar.
        let line =
            "<p class=\"meta device\">device iPhone16, portrait, navigation bar standard, no tab bar · "
            + "safe area top 103, left 0, bottom 34, right 0 · contentInsetAdjustment always</p>\n"
        #expect(page.contains("bars</h2>\n" + line), "\(page)")
    }

    @Test func aSpecWithoutASafeAreaHasNoDeviceLine() {
        let results = [HTMLReportTests.result("a/fine.yaml", HTMLReportTests.passing)]
        let page = HTMLReport.render(results, totals: TestTotals(results))
        #expect(!page.contains("class=\"meta device\""))
        #expect(!page.contains("safe area"))
    }
}
