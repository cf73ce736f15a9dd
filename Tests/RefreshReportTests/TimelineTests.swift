import Foundation
import RefreshCore
import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `run --format timeline`: XML with a viewBox, dashed threshold lines at MJRefresh's offsets,
/// a `<title>` with the reason on every state change, the same bytes every time.
@Suite struct TimelineTests {
    /// A header pulled past its threshold (-64 - 54 = -118), released, ended; and a back footer.
    static let text = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components:
          - {id: header, type: header}
          - {id: footer, type: backFooter}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 60}
              - release
              - wait: 0.3
              - expect: {header: {state: idle}}
              - endRefreshing: header
              - wait: 0.5

        """

    static func report(_ text: String = text) throws -> SpecReport {
        let spec = try #require(Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).spec)
        return SpecRunner().run(spec, path: "feed.yaml")
    }

    static func root(_ svg: String) throws -> XMLElement {
        try #require(try XMLDocument(data: Data(svg.utf8)).rootElement())
    }

    static func nodes(_ root: XMLElement, _ path: String) throws -> [XMLNode] {
        try root.nodes(forXPath: path)
    }

    @Test func parsesAsSVGWithAViewBoxTheSizeOfThePicture() throws {
        let root = try Self.root(Timeline.render(try Self.report(), scenario: 0))
        #expect(root.name == "svg")
        let attributes = Dictionary(uniqueKeysWithValues: (root.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") })
        #expect(attributes["viewBox"] == "0 0 \(attributes["width"] ?? "?") \(attributes["height"] ?? "?")")
    }

    @Test func thresholdsAreDashedLinesLabelledWithMJRefreshsOffsets() throws {
        let root = try Self.root(Timeline.render(try Self.report()))
        let dashed = try Self.nodes(root, "//*[local-name()='path'][@stroke-dasharray]")
        // The header's happen and trigger, the back footer's happen and trigger.
        // Header: happen = -inset.top = -64; trigger = happen - h × triggerRate = -64 - 54 = -118.
        // Back footer: visible = frameH - insetT - insetB = 667 - 64 - 0 = 603; content break =
        // contentH - visible = 1200 - 603 = 597; happen = 597 - insetT = 533; trigger = 533 + 44 = 577.
        #expect(dashed.count == 4)
        let labels = try Self.nodes(root, "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(labels.contains("header happen -64"))
        #expect(labels.contains("header trigger -118"))
        #expect(labels.contains("footer happen 533"))
        #expect(labels.contains("footer trigger 577"))
    }

    @Test func everyStateChangeIsAMarkerWhoseTitleGivesTheReason() throws {
        let report = try Self.report()
        let root = try Self.root(Timeline.render(report))
        let titles = try Self.nodes(root, "//*[local-name()='circle'][@class='event']/*[local-name()='title']")
            .compactMap(\.stringValue)
        let events = report.scenarios[0].steps.flatMap(\.events)
        #expect(titles.count == events.count)
        #expect(titles.contains("step 1, t 0 s: header idle → pulling — offsetY -124 < threshold -118 while dragging"))
        #expect(titles.contains { $0.hasPrefix("step 5, t 0.3 s: header refreshing → idle — endRefreshing") })
    }

    @Test func aFailedExpectColumnSaysWhatFailed() throws {
        let root = try Self.root(Timeline.render(try Self.report()))
        let titles = try Self.nodes(root, "//*[local-name()='g'][@data-step='4']//*[local-name()='title']").compactMap(
            \.stringValue)
        #expect(titles == ["4. expect — t 0.3 s, offsetY -118\n✗ header.state is 'refreshing', expected idle"])
    }

    @Test func statesAreBandsPerComponentWithEqualNeighboursMerged() throws {
        let root = try Self.root(Timeline.render(try Self.report()))
        let bands = try Self.nodes(root, "//*[local-name()='g'][@class='band']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(
            bands == [
                "header: pulling, steps 1–2", "header: refreshing, steps 3–4", "header: idle, steps 5–6",
                "footer: idle, steps 1–6",
            ])
    }

    /// Ids longer than the plot's usual left margin (64) move the plot right, so the id beside
    /// each band starts inside the picture; a very long one is cut with `…` at 300 points, and
    /// a line's label keeps its kind and value, its id cut instead. Widths by SPEC.md §8 at the
    /// labels' 10 points regular.
    private static let labelFont = Font(size: 10, weight: .regular)

    @Test func longComponentIDsFitInThePicture() throws {
        let long = String(repeating: "footer_with_a_long_identifier_", count: 4)  // 120 characters
        let text = Self.text.replacing("{id: header,", with: "{id: searchResultsHeader,")
            .replacing("{id: footer,", with: "{id: \(long),")
            .replacing("header: {state: idle}", with: "searchResultsHeader: {state: idle}")
            .replacing("endRefreshing: header", with: "endRefreshing: searchResultsHeader")
        let root = try Self.root(Timeline.render(try Self.report(text), scenario: 0))
        let width = try #require(Double(root.attributes?.first { $0.name == "width" }?.stringValue ?? ""))
        let texts = try Self.nodes(root, "//*[local-name()='text']").compactMap { $0 as? XMLElement }
        func element(_ content: String) -> XMLElement? { texts.first { $0.stringValue == content } }
        // The band's id ends at the plot's left - 6; 300 points of id then start at x ≥ 0.
        let band = try #require(element("searchResultsHeader"))
        let bandX = try #require(Double(band.attributes?.first { $0.name == "x" }?.stringValue ?? ""))
        #expect(bandX - 300 >= 0)
        let cutID = try #require(
            texts.first { $0.stringValue?.hasPrefix("footer_with_a_long") == true && $0.stringValue?.hasSuffix("…") == true })
        #expect(Self.labelFont.width(of: cutID.stringValue ?? "") <= 300)
        // "searchResultsHeader trigger -118" is whole; the long footer's keeps " trigger 577".
        // Back footer: trigger = 533 + 44 = 577 (see thresholdsAreDashedLinesLabelledWithMJRefreshsOffsets).
        let trigger = try #require(element("searchResultsHeader trigger -118"))
        let footerTrigger = try #require(texts.first { $0.stringValue?.hasSuffix("… trigger 577") == true })
        for label in [trigger, footerTrigger] {
            let x = try #require(Double(label.attributes?.first { $0.name == "x" }?.stringValue ?? ""))
            #expect(x + Self.labelFont.width(of: label.stringValue ?? "") <= width, "\(label.stringValue ?? "")")
        }
    }

    @Test func aHorizontalScrollViewPlotsOffsetX() throws {
        let text = """
            version: 1
            name: strip
            scrollView: {kind: collection, axis: horizontal, frame: {width: 375, height: 200}, contentSize: {width: 800, height: 200}}
            components:
              - {id: trailer, type: trailer}
            scenarios:
              - name: pull left
                steps:
                  - drag: {dx: -520}

            """
        let root = try Self.root(Timeline.render(try Self.report(text)))
        let labels = try Self.nodes(root, "//*[local-name()='text']").compactMap(\.stringValue)
        // rubberBand none: offsetX = 0 + 520. Trailer: happen = contentW - frameW = 800 - 375 = 425;
        // trigger = 425 + w (60) = 485.
        #expect(labels.contains("offsetX 520"))
        #expect(labels.contains("trailer trigger 485"))
    }

    @Test func theSameRunGivesTheSameBytes() throws {
        #expect(Timeline.render(try Self.report()) == Timeline.render(try Self.report()))
    }

    @Test func aRunWithoutScenariosSaysSo() throws {
        let report = try Self.report(Self.text.components(separatedBy: "scenarios:")[0])
        let texts = try Self.nodes(try Self.root(Timeline.render(report)), "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts == ["feed", "no scenarios to plot"])
    }
}

/// The resting lines of a spec with a safe area follow `adjustedContentInset`.
@Suite struct TimelineSafeAreaTests {
    @Test func theTopRestIsMinusTheAdjustedTopInset() throws {
        let report = try TimelineTests.report(SafeAreaFixture.text)
        let root = try TimelineTests.root(Timeline.render(report, scenario: 0))
        let labels = try TimelineTests.nodes(root, "//*[local-name()='text']").compactMap(\.stringValue)
        // adjusted top = contentInset.top + safeArea.top = 0 + (59 + 44) = 103 while idle; the
        // refreshing header adds its 54: contentInset.top 54, adjusted 157, so the last step rests at −157.
        #expect(labels.contains("−adjustedInsetTop -157"), "\(labels)")
        let rest = try TimelineTests.nodes(root, "//*[local-name()='path']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(rest.contains { $0.hasPrefix("−adjustedInsetTop: ") })
        // End rest: contentH + adjusted bottom − frameH = 2000 + (0 + 34) − 852 = 1182.
        #expect(labels.contains("end rest 1182"), "\(labels)")
        #expect(rest.contains { $0.hasPrefix("contentH + adjustedInsetB − frame") })
    }

    @Test func aPeekThatDoesNotRefreshRestsAtMinus103() throws {
        let peek = SafeAreaFixture.text.replacingOccurrences(of: "drag: {dy: 80}", with: "drag: {dy: 20}")
        let report = try TimelineTests.report(peek)
        let root = try TimelineTests.root(Timeline.render(report, scenario: 0))
        let labels = try TimelineTests.nodes(root, "//*[local-name()='text']").compactMap(\.stringValue)
        // 20 pt is short of the trigger (−103 − 54 = −157), so nothing refreshes and the rest
        // stays −(contentInset.top 0 + safeArea.top 103) = −103 (the content inset alone would give 0).
        #expect(labels.contains("−adjustedInsetTop -103"), "\(labels)")
        #expect(report.scenarios[0].steps.allSatisfy { $0.scrollView.insetTop == 0 })
    }

    @Test func aSpecWithoutASafeAreaKeepsItsInsetNames() throws {
        let root = try TimelineTests.root(Timeline.render(try TimelineTests.report()))
        let labels = try TimelineTests.nodes(root, "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(labels.contains { $0.hasPrefix("−insetTop ") })
        #expect(!labels.contains { $0.contains("adjusted") })
    }
}
