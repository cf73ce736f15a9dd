import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What bounds the HTML report: a scenario's view shows its first ``DrawnSteps/limit`` steps and
/// says which it leaves out, so a passing scenario costs the page a bounded number of bytes; and
/// the page's policy lets only its own style and script run.
@Suite struct HTMLReportBoundsTests {
    /// A passing spec whose one scenario drags 1 point `steps` times.
    static func result(steps: Int) -> SpecTestResult {
        var text = """
            version: 1
            name: long
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            components:
              - {id: header, type: header}
            scenarios:
              - name: many drags
                steps:

            """
        text += String(repeating: "      - drag: {dy: 1}\n", count: steps)
        return HTMLReportTests.result("long.yaml", text)
    }

    static func section(steps: Int) -> String {
        HTMLReport.section(result(steps: steps), number: 0)
    }

    /// The page of ``result(steps:)`` alone.
    static func page(steps: Int) -> String {
        let result = result(steps: steps)
        return HTMLReport.render([result], totals: TestTotals([result]))
    }

    @Test func aLongScenarioDrawsTheFirstStepsAndSaysWhichItLeavesOut() throws {
        let steps = DrawnSteps.limit + 50
        let view = try #require(try InflatedViews.of(Self.page(steps: steps)).first)
        let svgs = HTMLReportTests.svgs(view)
        #expect(svgs.count == 2)
        let strip = try #require(try XMLDocument(data: Data(svgs[0].utf8)).rootElement())
        let frames = try strip.nodes(forXPath: "//*[local-name()='g'][@class='frame']")
        #expect(frames.count == DrawnSteps.limit)
        // 250 steps, the first 200 drawn: 201–250 are left out.
        let leftOut = "steps \(DrawnSteps.limit + 1)–\(steps) not drawn"
        #expect(strip.stringValue?.contains(leftOut) == true)
        #expect(svgs[1].contains(leftOut))
        #expect(view.components(separatedBy: "<tr data-step=").count - 1 == DrawnSteps.limit)
        #expect(view.contains("<tr class=\"left-out\">"))
        #expect(view.contains("<input type=\"range\" min=\"1\" max=\"\(DrawnSteps.limit)\""))
    }

    @Test func aScenarioAtTheLimitLeavesNothingOut() throws {
        let view = try #require(try InflatedViews.of(Self.page(steps: DrawnSteps.limit)).first)
        #expect(!view.contains("not drawn"))
        #expect(!view.contains("left-out"))
    }

    /// A passing scenario of 20,000 steps costs the page what one of 201 does, give or take the
    /// digits of its step count.
    @Test func aPassingScenariosBytesDoNotGrowWithItsSteps() {
        let short = Self.section(steps: DrawnSteps.limit + 1).utf8.count
        let long = Self.section(steps: 20_000).utf8.count
        #expect(long < short + 200)
        #expect(long > short - 200)
    }

    /// The dictionary the views are compressed after is the view of a scenario: the player, a
    /// filmstrip and a timeline, and a step table; its length is the page's, in UTF-8 bytes.
    @Test func theDictionaryIsAScenariosView() throws {
        let (text, length) = try InflatedViews.dictionary(of: HTMLReportTests.page())
        #expect(text.utf8.count == length)
        #expect(length > 10_000 && length <= 32_768)
        #expect(text.hasPrefix("<div class=\"player\">"))
        #expect(HTMLReportTests.svgs(text).count == 2)
        #expect(text.contains("<table class=\"steps\">"))
    }

    @Test func thePolicyNamesTheHashesOfThePagesOwnStyleAndScript() throws {
        let page = HTMLReportTests.page()
        func inner(_ tag: String) throws -> [String] {
            page.components(separatedBy: "<\(tag)>").dropFirst().map { $0.components(separatedBy: "</\(tag)>")[0] }
        }
        let (styles, scripts) = (try inner("style"), try inner("script"))
        #expect(styles.count == 1 && scripts.count == 1)
        let hashes = try InflatedViews.sha256(styles + scripts)
        let policy = "default-src 'none'; script-src 'sha256-\(hashes[1])'; style-src 'sha256-\(hashes[0])'; "
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)base-uri 'none'; form-action 'none'\">"))
        // The policy comes before anything it governs.
        let meta = try #require(page.range(of: "Content-Security-Policy"))
        let style = try #require(page.range(of: "<style>"))
        #expect(meta.lowerBound < style.lowerBound)
    }
}
