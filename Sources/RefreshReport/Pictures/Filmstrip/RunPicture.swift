import RefreshCore
import RefreshRunner

/// `refreshspec run --format svg` and `run --output DIR`: a filmstrip of each scenario, one frame
/// per step (`<g class="frame" data-step="N">`), each frame the phone screen over the content at
/// the step's offset with the components, the finger and a caption; a legend of the colours on
/// top. A scenario's first ``DrawnSteps/limit`` steps are drawn, and its title says which steps
/// it leaves out. Every SVG has a `viewBox` the size of the picture, and the same run gives the
/// same bytes.
public enum RunPicture {
    private static let margin = 16.0
    /// Narrowest picture, pixels: room for the legend on two rows.
    private static let minimumWidth = 480.0
    private static let headingFont = Font(size: 15, weight: .bold)
    private static let titleFont = Font(size: 13, weight: .bold)

    /// The whole run as one SVG document: every scenario's filmstrip under the spec's heading.
    public static func render(_ report: SpecReport) -> String {
        guard !report.scenarios.isEmpty else { return empty(report) }
        let heading = "\(report.name) — \(report.path)"
        return document(
            DrawnSteps.cut(report), heading: heading, scenarios: Array(report.scenarios.indices), prefix: "\(idStem(report))-all-"
        )
    }

    /// One scenario's filmstrip as a standalone SVG document; `index` counts from 0 in the
    /// report's order, and an index out of range draws the "no scenarios" picture. Every `id` it
    /// defines starts with `idPrefix`, so that pictures sharing one page (the HTML report's)
    /// cannot take each other's clip paths.
    public static func render(_ report: SpecReport, scenario index: Int, idPrefix: String = "") -> String {
        guard report.scenarios.indices.contains(index) else { return empty(report) }
        return document(DrawnSteps.cut(report), heading: report.name, scenarios: [index], prefix: "\(idPrefix)\(idStem(report))-")
    }

    /// One scenario's strip: its title's top and its frames, both measured from the top of the
    /// first strip (the legend's height, which decides where that is, needs the picture's width).
    private struct Strip {
        var index: Int
        var titleTop: Double
        var layout: FilmstripLayout
    }

    /// The heading, the legend and the strips of the scenarios at `indices`.
    private static func document(_ report: SpecReport, heading: String, scenarios indices: [Int], prefix: String) -> String {
        let (strips, stripsHeight) = place(report, indices)
        let width = max(minimumWidth, (strips.map { $0.layout.bounds.x + $0.layout.bounds.width }.max() ?? 0) + margin)
        let hatchID = "\(prefix)hatch"
        let legend = Legend(
            frame: Rect(x: margin, y: margin + 26, width: width - 2 * margin, height: 0), hatchID: hatchID,
            safeArea: report.spec.usesSafeArea)
        let top = margin + 26 + legend.height + 14
        var svg = opening(width: width, height: top + stripsHeight + margin) + defs(hatchID: hatchID)
        svg += SVGMarkup.text(
            TextFitting.abbreviated(heading, width: width - 2 * margin, font: headingFont), at: Point(x: margin, y: margin + 14),
            "class=\"heading\" font-size=\"15\" font-weight=\"bold\"")
        svg += legend.svg
        for strip in strips {
            svg += scenario(strip, of: report, top: top, width: width, idPrefix: "\(prefix)s\(strip.index)-", hatchID: hatchID)
        }
        return svg + "</svg>\n"
    }

    /// The strips of the scenarios at `indices`, one under the other from 0, and their height.
    private static func place(_ report: SpecReport, _ indices: [Int]) -> (strips: [Strip], height: Double) {
        let viewport = Size(width: report.viewport.width, height: report.viewport.height)
        var strips: [Strip] = []
        var top = 0.0
        for index in indices {
            let layout = FilmstripLayout(
                report.scenarios[index], viewport: viewport, axis: report.spec.scrollView.axis,
                origin: Point(x: margin, y: top + 24), safeArea: report.spec.usesSafeArea)
            strips.append(Strip(index: index, titleTop: top, layout: layout))
            top = layout.bounds.y + layout.bounds.height + 28
        }
        return (strips, max(0, top - 28))
    }

    /// `<g class="scenario">`: its name whole in a `<title>`, its title line and its frames,
    /// `top` pixels lower than the strip was placed.
    private static func scenario(
        _ strip: Strip, of report: SpecReport, top: Double, width: Double, idPrefix: String, hatchID: String
    ) -> String {
        let scenario = report.scenarios[strip.index]
        var svg = "<g class=\"scenario\" data-scenario=\"\(strip.index + 1)\">\n"
        svg += "<title>\(XMLText.content("\(report.name) › \(scenario.name) (\(scenario.locale))"))</title>\n"
        svg += title(scenario, report: report, at: Point(x: margin, y: top + strip.titleTop + 14), width: width - 2 * margin)
        for (step, place) in zip(scenario.steps, strip.layout.moved(down: top).frames) {
            let frame = FrameDrawing(
                step: step, place: place, spec: report.spec, idPrefix: "\(idPrefix)f\(step.index)-", hatchID: hatchID,
                safeArea: report.spec.usesSafeArea)
            svg += frame.svg
        }
        return svg + "</g>\n"
    }

    /// `spec › scenario (locale)`, cut with `…` to the picture's width (the group's `<title>`
    /// holds it whole), then the steps left out (``DrawnSteps/leftOut(_:)``), and `— FAILED` in
    /// red when an expectation failed.
    private static func title(_ scenario: ScenarioReport, report: SpecReport, at point: Point, width: Double) -> String {
        let leftOut = DrawnSteps.leftOut(scenario).map { " — \($0)" } ?? ""
        let failed = scenario.passed ? "" : " — FAILED"
        let text = TextFitting.abbreviated(
            "\(report.name) › \(scenario.name) (\(scenario.locale))", width: width - titleFont.width(of: leftOut + failed),
            font: titleFont)
        var svg =
            "<text class=\"scenario-title\" xml:space=\"preserve\" x=\"\(SVGMarkup.number(point.x))\" y=\"\(SVGMarkup.number(point.y))\""
        svg += " font-size=\"13\" font-weight=\"bold\">\(XMLText.drawn(text))"
        if !leftOut.isEmpty { svg += "<tspan class=\"left-out\" fill=\"#6B7280\">\(XMLText.content(leftOut))</tspan>" }
        if !scenario.passed { svg += "<tspan fill=\"#D70015\">\(XMLText.content(failed))</tspan>" }
        return svg + "</text>\n"
    }

    /// The `<svg>` start tag, sized and with a matching `viewBox`, and the white background.
    private static func opening(width: Double, height: Double) -> String {
        let size = "width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(height))\""
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(SVGMarkup.number(width)) \(SVGMarkup.number(height))\""
        svg += " font-family=\"\(SVGMarkup.fontFamily)\" font-size=\"11\">\n"
        return svg + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    }

    /// The hatch pattern of the inset regions.
    private static func defs(hatchID: String) -> String {
        "<defs><pattern id=\"\(hatchID)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
            + "<rect width=\"6\" height=\"6\" fill=\"#EEF1F6\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#A3ACBB\" stroke-width=\"2\"/>"
            + "</pattern></defs>\n"
    }

    /// A run without scenarios (none in the spec, or none selected): its name and a line saying
    /// there is nothing to draw.
    private static func empty(_ report: SpecReport) -> String {
        var svg = opening(width: 360, height: 64)
        svg +=
            "<text x=\"\(SVGMarkup.number(margin))\" y=\"\(SVGMarkup.number(margin + 14))\" font-size=\"14\" font-weight=\"bold\">"
        svg += XMLText.drawn(report.name) + "</text>\n"
        svg +=
            "<text x=\"\(SVGMarkup.number(margin))\" y=\"\(SVGMarkup.number(margin + 34))\" fill=\"#666666\">no scenarios to draw</text>\n"
        return svg + "</svg>\n"
    }

    /// The start of every id in a report's pictures: `rs` and the FNV-1a hash of the spec's path,
    /// so that pictures of different specs inlined in one HTML page keep their ids apart.
    private static func idStem(_ report: SpecReport) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in report.path.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return "rs" + String(hash, radix: 16)
    }
}
