import Foundation
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit XML parsed back: hostile text survives (or shows as a visible escape), and the
/// attributes junit-10.xsd requires or reporters read are there.
@Suite struct JUnitXMLTests {
    /// A spec whose scenario names hold every kind of hostile text, on a clock half a second
    /// before midnight at +01:00 on a leap day.
    static let text = #"""
        version: 1
        name: "suite <&> ]]>"
        clock: {now: "2024-02-29T23:59:59.5+01:00", timeZone: UTC}
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
        components:
          - id: header
            type: header
        scenarios:
          - name: "controls \0\x01\x1F, noncharacters \uFFFE\uFFFF, tab\tCR\rLF\n, quotes \"' & 🙂 שלום"
            steps: [{drag: {dy: 10}}]
          - name: "fails \x02"
            steps: [{expect: {header: {text: "a\tb\rc\x03"}}}]

        """#

    private static func result(_ text: String, path: String = "a.yaml") throws -> SpecTestResult {
        let source = Source(path: path, bytes: Array(text.utf8))
        let loaded = Spec.load(source: source)
        let report = loaded.spec.map { SpecRunner().run($0, path: path) }
        return SpecTestResult(
            path: path, diagnostics: loaded.diagnostics, report: report, source: source, document: loaded.document)
    }

    /// The run's start: half a second before midnight UTC on the leap day of 2000
    /// (951,868,799 s after 1970-01-01T00:00:00Z, then .5), far from the spec's own clock.
    static let start = Timestamp(secondsSince1970: 951_868_799.5)

    private static func parse(_ results: [SpecTestResult]) throws -> XMLElement {
        let document = try XMLDocument(data: Data(JUnitXML.document(results, start: start).utf8))
        return try #require(document.rootElement())
    }

    private static func elements(_ root: XMLElement, _ path: String) throws -> [XMLElement] {
        try root.nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    @Test func hostileTextReadsBackWithVisibleEscapesForWhatXMLCannotCarry() throws {
        let root = try Self.parse([try Self.result(Self.text)])
        let names = try Self.elements(root, "//testcase").compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(
            names == [
                "controls \\u{0}\\u{1}\\u{1f}, noncharacters \\u{fffe}\\u{ffff}, tab\tCR\rLF\n, quotes \"' & 🙂 שלום",
                "fails \\u{2}",
            ])
        let failure = try #require(try Self.elements(root, "//failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue?.contains("expected 'a\tb\rc\\u{3}'") == true)
        #expect(failure.stringValue?.contains("expected 'a\tb\rc\\u{3}'") == true)
        #expect(try Self.elements(root, "//testsuite").first?.attribute(forName: "name")?.stringValue == "suite <&> ]]>")
    }

    /// The timestamp is the run's start in UTC, whole seconds, without a zone; the spec's
    /// virtual clock (2024-02-29T22:59:59.5Z) stays out of it.
    @Test func suitesCarryErrorsSkippedTimeAndTheRunsStartAsTimestamp() throws {
        let root = try Self.parse([try Self.result(Self.text)])
        let suite = try #require(try Self.elements(root, "//testsuite").first)
        let attributes = ["tests", "failures", "errors", "skipped", "time", "timestamp"].map {
            suite.attribute(forName: $0)?.stringValue
        }
        #expect(attributes == ["2", "1", "0", "0", "0", "2000-02-29T23:59:59"])
        #expect(root.attribute(forName: "time")?.stringValue == "0")
        #expect(try Self.elements(root, "//testcase").allSatisfy { $0.attribute(forName: "time")?.stringValue == "0" })
    }

    @Test func aSpecThatDoesNotLoadIsAnErrorAtTheRunsStart() throws {
        let root = try Self.parse([try Self.result("version: 1\nname: [\n", path: "broken.yaml")])
        let suite = try #require(try Self.elements(root, "//testsuite").first)
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(suite.attribute(forName: "timestamp")?.stringValue == "2000-02-29T23:59:59")
        #expect(try Self.elements(root, "//testcase[@name='load']/error").count == 1)
        #expect(try Self.elements(root, "//failure").isEmpty)
    }

    /// The summary counts every failure, listed or past the failure limit: 1,100 failing steps
    /// list 1,000 and a `failure-limit` error counting the other 100, and the message says "and
    /// 1099 more" (1,100 − 1), not the 1,000 other entries listed. A scenario whose only entry is
    /// that error (the spec's room spent) gets no count of its own on top of the error's.
    @Test func theFailureSummaryCountsFailuresPastTheLimit() throws {
        let steps = Array(repeating: "      - expect: {header: {state: pulling}}", count: 1_100).joined(separator: "\n")
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            components: [{id: header, type: header}]
            scenarios:
              - name: many
                steps:
            \(steps)
              - name: after
                steps: [expect: {header: {state: pulling}}, expect: {header: {state: pulling}}]
            """
        let root = try Self.parse([try Self.result(text)])
        let messages = try Self.elements(root, "//failure").compactMap { $0.attribute(forName: "message")?.stringValue }
        #expect(
            messages == [
                "scenario 'many', step 1: header.state is 'idle', expected pulling (and 1099 more)",
                "2 more failed expectations not listed; a spec lists its first 1000",
            ])
    }

    /// A failure's notes follow its line in the element's text, as the text output writes them.
    /// The header's pulling threshold is its inset top minus its height, 0 − 54 (MJRefresh's
    /// `MJRefreshHeaderHeight`) = −54; a drag of 30 points leaves offsetY at 0 − 30 = −30.
    @Test func aFailureListsItsNotesUnderIt() throws {
        let text = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}}
            components: [{id: header, type: header}]
            scenarios:
              - name: short pull
                steps: [{drag: {dy: 30}}, {expect: {header: {state: pulling}}}]
            """
        let root = try Self.parse([try Self.result(text)])
        let failure = try #require(try Self.elements(root, "//failure").first)
        #expect(
            failure.stringValue?.split(separator: "\n") == [
                "a.yaml:6:32: scenario 'short pull', step 2: header.state is 'idle', expected pulling",
                "    note: 6:50: asserted here",
                "    note: 'header' turns pulling when offsetY is below -54 while the finger is down; offsetY is -30",
            ])
    }

    @Test func theSameResultsAtTheSameStartAreTheSameBytes() throws {
        let results = [try Self.result(Self.text)]
        let again = [try Self.result(Self.text)]
        #expect(JUnitXML.document(results, start: Self.start) == JUnitXML.document(again, start: Self.start))
        let later = Timestamp(secondsSince1970: Self.start.secondsSince1970 + 1)
        #expect(JUnitXML.document(results, start: later) != JUnitXML.document(results, start: Self.start))
    }
}
