import Foundation
import RefreshCore
import RefreshReport
import RefreshRunner
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// How the filmstrip is drawn, read back from the SVG: a frame group per step, everything inside
/// the `viewBox` and each screen's drawing inside the screen, readable and clipped text.
@Suite struct FilmstripDrawingTests {
    @Test(arguments: FilmstripFixtures.exampleSpecs) func everyScenarioHasAFramePerStepInsideTheViewBox(_ name: String) throws {
        let report = try FilmstripFixtures.example(name)
        for (index, scenario) in report.scenarios.enumerated() {
            let picture = try ParsedPicture(RunPicture.render(report, scenario: index))
            let frames = try picture.elements("g", class: "frame")
            #expect(frames.compactMap { ParsedPicture.attribute("data-step", of: $0) } == scenario.steps.map { "\($0.index)" })
            try Self.expectInside(picture, "\(name) › \(scenario.name)")
        }
    }

    /// What a screen shows stays on it: every shape and text anchor in a frame's screen group
    /// lies inside the screen, but for a component's own drawing, which is clipped to the part
    /// of the component on the screen (a clip rectangle inside the screen).
    @Test(arguments: FilmstripFixtures.exampleSpecs) func nothingSpillsOutOfItsScreen(_ name: String) throws {
        let report = try FilmstripFixtures.example(name)
        for index in report.scenarios.indices {
            let picture = try ParsedPicture(RunPicture.render(report, scenario: index))
            let clips = try Dictionary(
                picture.elements(named: "clipPath").compactMap { clip -> (String, [Double])? in
                    guard let id = ParsedPicture.attribute("id", of: clip), let rect = clip.children?.first as? XMLElement else {
                        return nil
                    }
                    return (id, ["x", "y", "width", "height"].compactMap { ParsedPicture.number($0, of: rect) })
                }, uniquingKeysWith: { first, _ in first })
            for screen in try picture.elements("g", class: "screen") {
                let id = (ParsedPicture.attribute("clip-path", of: screen) ?? "").dropFirst(5).dropLast()
                let bounds = try #require(clips[String(id)])
                for element in screen.children?.compactMap({ $0 as? XMLElement }) ?? [] {
                    if ParsedPicture.attribute("clip-path", of: element) != nil {
                        let own = (ParsedPicture.attribute("clip-path", of: element) ?? "").dropFirst(5).dropLast()
                        try Self.expectInside(clips[String(own)] ?? [], bounds, "\(name): clip of \(own)")
                        continue
                    }
                    for point in Self.points(of: element) {
                        #expect(
                            point.x >= bounds[0] - 0.01 && point.x <= bounds[0] + bounds[2] + 0.01 && point.y >= bounds[1] - 0.01
                                && point.y <= bounds[1] + bounds[3] + 0.01,
                            "\(name): \(element.localName ?? "") at \(point) outside the screen \(bounds)")
                    }
                }
            }
        }
    }

    @Test(arguments: FilmstripFixtures.exampleSpecs) func textIsReadableAndLabelsAreClipped(_ name: String) throws {
        let picture = try ParsedPicture(RunPicture.render(try FilmstripFixtures.example(name)))
        for element in try picture.elements(named: "text") + picture.elements(named: "g") {
            guard let size = ParsedPicture.number("font-size", of: element) else { continue }
            #expect(size >= 8, "\(name): text of \(size) px: \(element.stringValue ?? "")")
        }
        for label in try picture.elements(class: "state-label") + picture.elements(class: "last-updated-label") {
            var node = label.parent as? XMLElement
            var clipped = false
            while let element = node, !clipped {
                clipped = ParsedPicture.attribute("clip-path", of: element) != nil
                node = element.parent as? XMLElement
            }
            #expect(clipped, "\(name): '\(label.stringValue ?? "")' is not clipped to its component")
        }
    }

    @Test func theWholeSpecIsEveryScenarioUnderOneHeadingAndLegend() throws {
        let report = try FilmstripFixtures.example("header.yaml")
        let picture = try ParsedPicture(RunPicture.render(report))
        #expect(try picture.elements("g", class: "frame").count == report.scenarios.map(\.steps.count).reduce(0, +))
        let texts = try picture.texts
        #expect(texts.first == "header — specs/header.yaml")
        for state in ["idle", "pulling", "refreshing", "willRefresh", "noMoreData", "hidden (outline)", "inset"] {
            #expect(texts.contains(state), "legend lacks \(state)")
        }
        #expect(texts.contains("header › a short pull bounces back without refreshing (en)"))
        try Self.expectInside(picture, "header.yaml")
    }

    /// A 100000-character scenario name is cut to the picture's width in the drawn title and
    /// kept whole in the scenario's `<title>`.
    @Test func aHugeNameIsCutToThePicture() throws {
        let name = String(repeating: "名前 ", count: 100_000 / 3)
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components: [{id: header, type: header}]
            scenarios: [{name: "\(name)", steps: [appear]}]
            """)
        let picture = try ParsedPicture(RunPicture.render(report, scenario: 0))
        let title = try #require(try picture.elements("text", class: "scenario-title").first?.stringValue)
        #expect(title.hasSuffix("…") && title.count < 100)
        #expect(try picture.elements(named: "title").first?.stringValue?.count ?? 0 > 99_000)
    }

    @Test func sameRunSameBytes() throws {
        let first = RunPicture.render(try FilmstripFixtures.example("righter.yaml"))
        let second = RunPicture.render(try FilmstripFixtures.example("righter.yaml"))
        #expect(first == second)
    }

    /// The corners, ends, anchors or points of a shape or text and of everything in it.
    private static func points(of element: XMLElement) -> [(x: Double, y: Double)] {
        func number(_ key: String) -> Double { ParsedPicture.number(key, of: element) ?? 0 }
        let own: [(x: Double, y: Double)] =
            switch element.localName {
            case "rect": [(number("x"), number("y")), (number("x") + number("width"), number("y") + number("height"))]
            case "text": [(number("x"), number("y"))]
            case "line": [(number("x1"), number("y1")), (number("x2"), number("y2"))]
            case "circle":
                [
                    (number("cx") - number("r"), number("cy") - number("r")),
                    (number("cx") + number("r"), number("cy") + number("r")),
                ]
            case "polygon":
                (ParsedPicture.attribute("points", of: element) ?? "").split(separator: " ").map { point in
                    let xy = point.split(separator: ",").compactMap { Double($0) }
                    return (xy.first ?? 0, xy.last ?? 0)
                }
            default: []
            }
        let children = element.localName == "text" ? [] : element.children?.compactMap { $0 as? XMLElement } ?? []
        return own + children.flatMap(points(of:))
    }

    /// A clip rectangle lies inside another.
    private static func expectInside(_ inner: [Double], _ outer: [Double], _ what: String) throws {
        try #require(inner.count == 4 && outer.count == 4, "\(what)")
        #expect(
            inner[0] >= outer[0] - 0.01 && inner[1] >= outer[1] - 0.01 && inner[0] + inner[2] <= outer[0] + outer[2] + 0.01
                && inner[1] + inner[3] <= outer[1] + outer[3] + 0.01, "\(what)")
    }

    /// Every shape and text anchor outside `<defs>` and `<clipPath>` lies inside the `viewBox`.
    private static func expectInside(_ picture: ParsedPicture, _ name: String) throws {
        let box = picture.viewBox
        try #require(box.count == 4)
        let elements = try picture.elements(named: "*")
        // The background, the heading, the legend, and for each frame at least a screen and a caption.
        #expect(elements.count > 20, "\(name): \(elements.count) elements")
        func check(_ x: Double, _ y: Double, _ what: String) {
            #expect(x >= box[0] && y >= box[1] && x <= box[0] + box[2] && y <= box[1] + box[3], "\(name): \(what) at \(x), \(y)")
        }
        for element in elements {
            guard !ParsedPicture.isInside("defs", element), !ParsedPicture.isInside("clipPath", element) else { continue }
            func number(_ key: String) -> Double? { ParsedPicture.number(key, of: element) }
            switch element.localName {
            case "rect", "text":
                guard let x = number("x"), let y = number("y") else { continue }
                check(x, y, element.localName ?? "")
                check(x + (number("width") ?? 0), y + (number("height") ?? 0), element.localName ?? "")
            case "line":
                check(number("x1") ?? -1, number("y1") ?? -1, "line")
                check(number("x2") ?? -1, number("y2") ?? -1, "line")
            case "circle":
                let radius = number("r") ?? 0
                check((number("cx") ?? -1) - radius, (number("cy") ?? -1) - radius, "circle")
                check((number("cx") ?? -1) + radius, (number("cy") ?? -1) + radius, "circle")
            case "polygon":
                for point in (ParsedPicture.attribute("points", of: element) ?? "").split(separator: " ") {
                    let xy = point.split(separator: ",").compactMap { Double($0) }
                    check(xy.first ?? -1, xy.last ?? -1, "polygon")
                }
            default: continue
            }
        }
    }
}
