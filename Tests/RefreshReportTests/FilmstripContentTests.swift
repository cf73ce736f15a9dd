import Foundation
import RefreshCore
import RefreshReport
import RefreshRunner
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the filmstrip shows, read back from the SVG: the finger, labels, arrow, indicator and gif
/// frame, alpha, hidden and off-screen components, a failed expectation, right-to-left mirroring,
/// sideways horizontal content and banded rows.
@Suite struct FilmstripContentTests {
    /// Specs/header.yaml's first scenario: the finger on both drags, the ring on the release,
    /// the labels in the spec's colour and the zh-Hans texts, the arrow turned while pulling,
    /// the spinner while refreshing.
    @Test func theHeaderPullShowsFingerLabelsArrowAndIndicator() throws {
        let report = try FilmstripFixtures.example("header.yaml")
        let picture = try ParsedPicture(RunPicture.render(report, scenario: 0))
        let frames = try picture.elements("g", class: "frame")
        func has(_ className: String, in step: Int) throws -> Bool {
            try !frames[step - 1].nodes(forXPath: ".//*[contains(concat(' ', @class, ' '), ' \(className) ')]").isEmpty
        }
        #expect(try [1, 3].allSatisfy { try has("finger", in: $0) })
        #expect(try !has("finger", in: 2))
        #expect(try has("release", in: 5))
        let labels = try picture.elements(class: "state-label")
        #expect(labels.first?.stringValue == "下拉可以刷新")
        #expect(labels.allSatisfy { ParsedPicture.attribute("fill", of: $0) == "#5A5A5A" })
        let arrows = try picture.elements(class: "arrow").compactMap { ParsedPicture.attribute("data-rotation", of: $0) }
        #expect(arrows.prefix(3) == ["0", "0", "180"])
        #expect(try has("indicator", in: 6))
        #expect(try picture.elements(class: "last-updated-label").first?.stringValue == "最后更新：无记录")
        #expect(try picture.texts.contains("header pulling → refreshing"))
    }

    @Test func aFailedExpectIsOutlinedInRedWithExpectedAndActual() throws {
        let report = try FilmstripFixtures.inline(Self.failingSpec)
        let picture = try ParsedPicture(RunPicture.render(report, scenario: 0))
        let failed = try picture.elements("g", class: "failed")
        #expect(failed.compactMap { ParsedPicture.attribute("data-step", of: $0) } == ["2"])
        let bezel = try #require(
            try picture.elements("rect", class: "bezel").first { ParsedPicture.attribute("class", of: $0) == "bezel failed" })
        #expect(ParsedPicture.attribute("stroke", of: bezel) == "#D70015")
        let failures = try picture.elements(class: "caption-failure").compactMap(\.stringValue)
        #expect(failures == ["✗ header.state", "expected pulling", "actual 'idle'"])
        #expect(try picture.texts.contains { $0.hasSuffix("— FAILED") })
    }

    /// In Arabic the engine mirrors the header's layout: the arrow sits right of the label's
    /// centre (left of it in English), the label is written right to left and the frame says so.
    @Test func rightToLeftLocalesAreMirrored() throws {
        for (locale, mirrored) in [("ar", true), ("en", false)] {
            let report = try FilmstripFixtures.example("header.yaml", locale: locale)
            let picture = try ParsedPicture(RunPicture.render(report, scenario: 1))
            let label = try #require(try picture.elements("text", class: "state-label").first)
            let arrow = try #require(try picture.elements("polygon", class: "arrow").first)
            let labelX = try #require(ParsedPicture.number("x", of: label))
            let arrowX =
                (ParsedPicture.attribute("points", of: arrow) ?? "").split(separator: " ")
                .compactMap { Double($0.split(separator: ",")[0]) }.reduce(0, +) / 7
            #expect((arrowX > labelX) == mirrored, "\(locale)")
            #expect((ParsedPicture.attribute("direction", of: label) == "rtl") == mirrored, "\(locale)")
            let frame = try #require(try picture.elements("g", class: "frame").first)
            #expect((ParsedPicture.attribute("data-direction", of: frame) == "rtl") == mirrored, "\(locale)")
        }
    }

    /// The righter's collection scrolls sideways: its items are columns side by side, as tall as
    /// the content, while a table's rows are stacked; the trailer's label stacks its characters.
    @Test func horizontalScrollViewsAreDrawnSideways() throws {
        let sideways = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("righter.yaml"), scenario: 0))
        let columns = try Self.rows(in: sideways, step: 1)
        #expect(columns.count >= 3)
        #expect(Set(columns.map(\.y)).count == 1 && Set(columns.map(\.height)).count == 1)
        #expect(zip(columns, columns.dropFirst()).allSatisfy { $0.x < $1.x })
        let label = try #require(try sideways.elements("text", class: "state-label").first)
        #expect(label.children?.count == "左滑加载更多".count)
        let stacked = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("header.yaml"), scenario: 0))
        let rows = try Self.rows(in: stacked, step: 1)
        #expect(Set(rows.map(\.x)).count == 1)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.y < $1.y })
    }

    /// 100000 rows of 0.012 pt: drawn in bands of 834 rows (6 px each), numbered by their first row.
    @Test func thinRowsAreDrawnInBands() throws {
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, dataCount: 100000}
            components: [{id: header, type: header}]
            scenarios: [{name: many, steps: [appear]}]
            """)
        let picture = try ParsedPicture(RunPicture.render(report, scenario: 0))
        let rows = try picture.elements("rect", class: "row").compactMap { ParsedPicture.attribute("data-row", of: $0) }
        #expect(rows.count == 67)
        #expect(rows.prefix(3) == ["1", "835", "1669"])
    }

    /// The righter's third scenario hides it while the collection is empty: outlined, dashed,
    /// not filled; and a component scrolled off screen is named at the screen's edge.
    @Test func hiddenComponentsAreOutlinedAndOffScreenOnesNamed() throws {
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("righter.yaml"), scenario: 2))
        let hidden = try picture.elements("rect", class: "hidden")
        #expect(!hidden.isEmpty)
        #expect(hidden.allSatisfy { ParsedPicture.attribute("fill", of: $0) == "none" })
        let footer = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("auto-footer.yaml"), scenario: 0))
        #expect(try footer.elements("text", class: "off-screen").contains { $0.stringValue?.hasPrefix("▼ ") == true })
    }

    /// Gif-header-states fades the header in with the pull: each component group's opacity is the step's alpha.
    @Test func alphaIsOpacity() throws {
        let report = try FilmstripFixtures.example("gif-header-states.yaml")
        let picture = try ParsedPicture(RunPicture.render(report, scenario: 0))
        var opacities: Set<String> = []
        for group in try picture.elements("g", class: "component") {
            let step = try #require(
                (group.parent?.parent as? XMLElement).flatMap { ParsedPicture.attribute("data-step", of: $0) })
            let id = ParsedPicture.attribute("data-id", of: group)
            let alpha = report.scenarios[0].steps[try #require(Int(step)) - 1].components.compactMap { attachment in
                if case .component(let component) = attachment, component.id == id { component.alpha } else { nil }
            }.first
            #expect(ParsedPicture.attribute("opacity", of: group) == alpha?.shortText)
            opacities.insert(ParsedPicture.attribute("opacity", of: group) ?? "")
        }
        #expect(opacities.count >= 3)
    }

    /// A line break in a name is drawn as ␍␊, as the text output shows it: librsvg drew the
    /// title's second line over the next text, and browsers drew a space.
    @Test func lineBreaksInNamesAreDrawnAsPictures() throws {
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            name: "feed\\nv2"
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios: [{name: "first line\\r\\nsecond line", steps: [appear]}]
            """)
        for svg in [RunPicture.render(report), Timeline.render(report)] {
            let texts = try XMLDocument(data: Data(svg.utf8)).nodes(forXPath: "//*[local-name()='text']").compactMap(
                \.stringValue)
            #expect(texts.contains { $0.contains("first line\u{240D}\u{240A}second line") }, "\(texts)")
            #expect(!texts.contains { $0.contains("\n") || $0.contains("\r") })
        }
    }

    @Test func theFontListCoversChineseJapaneseKoreanAndArabic() throws {
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("localization.yaml")))
        let families = ParsedPicture.attribute("font-family", of: picture.root) ?? ""
        for family in [
            "PingFang SC", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans Arabic", "Geeza Pro",
        ] {
            #expect(families.contains("'\(family)'"))
        }
        #expect(families.hasSuffix("sans-serif"))
    }

    @Test func gifFramesShowTheirNumber() throws {
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example("gif-header-states.yaml"), scenario: 0))
        #expect(!(try picture.elements("rect", class: "gif").isEmpty))
        #expect(try picture.texts.contains("#0"))
    }

    /// A spec whose second step expects `pulling` after a 40 pt pull that leaves the header idle.
    static let failingSpec = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components:
          - {id: header, type: header}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 40}
              - expect: {header: {state: pulling}}
        """

    /// The rows (or columns) drawn in frame `step`, as rectangles in picture pixels.
    private static func rows(in picture: ParsedPicture, step: Int) throws -> [(x: Double, y: Double, height: Double)] {
        let frame = try #require(
            try picture.elements("g", class: "frame").first { ParsedPicture.attribute("data-step", of: $0) == "\(step)" })
        return try frame.nodes(forXPath: ".//*[@class='row']").compactMap { $0 as? XMLElement }.compactMap { row in
            guard let x = ParsedPicture.number("x", of: row), let y = ParsedPicture.number("y", of: row),
                let height = ParsedPicture.number("height", of: row)
            else { return nil }
            return (x, y, height)
        }
    }
}
