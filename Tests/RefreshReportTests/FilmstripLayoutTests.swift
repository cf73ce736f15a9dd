import RefreshCore
import RefreshReport
import RefreshRunner
import Testing

/// The filmstrip's layout, computed before drawing: no two caption boxes, screens or a caption
/// and a screen share a pixel in any scenario of any example spec, and every caption line fits
/// its box by the text width.
@Suite struct FilmstripLayoutTests {
    @Test(arguments: FilmstripFixtures.exampleSpecs) func nothingOverlapsInAnyScenario(_ name: String) throws {
        let report = try FilmstripFixtures.example(name)
        for scenario in report.scenarios {
            let layout = FilmstripLayout(
                scenario, viewport: Size(width: report.viewport.width, height: report.viewport.height),
                axis: report.isHorizontal ? .horizontal : .vertical, origin: Point(x: 16, y: 40))
            #expect(layout.frames.map(\.step) == Array(1...scenario.steps.count))
            let boxes = layout.frames.flatMap { [("caption \($0.step)", $0.caption), ("screen \($0.step)", $0.screen)] }
            for (index, (name, box)) in boxes.enumerated() {
                for (otherName, other) in boxes[(index + 1)...] {
                    #expect(!Self.overlap(box, other), "\(scenario.name): \(name) overlaps \(otherName)")
                }
                #expect(Self.contains(layout.bounds, box), "\(scenario.name): \(name) is outside the strip")
            }
        }
    }

    @Test(arguments: FilmstripFixtures.exampleSpecs) func everyCaptionLineFitsItsBox(_ name: String) throws {
        let report = try FilmstripFixtures.example(name)
        let font = Font(size: 11, weight: .regular)
        for scenario in report.scenarios {
            let layout = FilmstripLayout(
                scenario, viewport: Size(width: report.viewport.width, height: report.viewport.height),
                axis: report.isHorizontal ? .horizontal : .vertical, origin: Point(x: 0, y: 0))
            for frame in layout.frames {
                for line in frame.lines {
                    #expect(font.width(of: line.text) <= frame.caption.width, "\(scenario.name) \(frame.step): \(line.text)")
                }
                #expect(frame.caption.height == Double(frame.lines.count) * 14)
            }
        }
    }

    /// Long words are broken, a long caption is cut after three lines with `…`, and the
    /// caption of a failed expectation names the field, the expected and the actual value.
    @Test func aLongStepWrapsAndIsAbbreviated() throws {
        let report = try FilmstripFixtures.inline(
            """
            version: 1
            scrollView: {frame: {width: 200, height: 300}}
            components:
              - {id: aVeryLongComponentIdentifierThatCannotFitOnOneLineOfTheCaptionAtAllNoMatterWhatWeDo, type: header}
            scenarios:
              - name: long
                steps:
                  - beginRefreshing: aVeryLongComponentIdentifierThatCannotFitOnOneLineOfTheCaptionAtAllNoMatterWhatWeDo
                  - expect: {aVeryLongComponentIdentifierThatCannotFitOnOneLineOfTheCaptionAtAllNoMatterWhatWeDo: {state: idle}}
            """)
        let layout = FilmstripLayout(
            report.scenarios[0], viewport: Size(width: 200, height: 300), axis: .vertical, origin: Point(x: 0, y: 0))
        let step = layout.frames[0].lines.filter { $0.kind == .step }
        #expect(step.count == 3)
        #expect(step.last?.text.hasSuffix("…") == true)
        let failure = layout.frames[1].lines.filter { $0.kind == .failure }.map(\.text).joined(separator: " ")
        #expect(failure.contains("expected idle"))
        #expect(failure.contains("actual 'refreshing'"))
        // The two frames sit side by side, their captions as tall as their lines.
        #expect(layout.frames[1].caption.x > layout.frames[0].caption.x + layout.frames[0].caption.width)
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width + 1e-9
            && inner.y + inner.height <= outer.y + outer.height + 1e-9
    }
}
