import RefreshCore
import RefreshEngine
import RefreshRunner

/// `refreshspec run --format svg`: a picture of each step. Every scenario is a row of frames, one
/// per step, each showing the viewport over the content at the step's offset, the components at
/// their frames colored by state with their text, and a caption with the step. A `viewBox` the
/// size of the picture lets it scale; a run with no scenarios is a picture that says so.
public enum RunPicture {
    private static let scale = 0.4
    private static let gap = 16.0
    private static let caption = 34.0
    private static let heading = 28.0

    /// The whole run as one SVG document.
    public static func render(_ report: SpecReport) -> String {
        let frameWidth = report.viewport.width * scale
        let frameHeight = report.viewport.height * scale
        let rowHeight = heading + frameHeight + caption + gap
        guard !report.scenarios.isEmpty else { return empty(report) }
        let columns = report.scenarios.map(\.steps.count).max() ?? 0
        let width = gap + Double(columns) * (frameWidth + gap)
        let height = gap + Double(report.scenarios.count) * rowHeight
        var svg = opening(width: width, height: height)
        for (row, scenario) in report.scenarios.enumerated() {
            let top = gap + Double(row) * rowHeight
            let title = "\(report.name) › \(scenario.name) (\(scenario.locale))\(scenario.passed ? "" : " — FAILED")"
            svg +=
                "<text x=\"\(number(gap))\" y=\"\(number(top + 16))\" font-size=\"14\" font-weight=\"bold\">\(XMLText.content(title))</text>\n"
            for (column, step) in scenario.steps.enumerated() {
                let left = gap + Double(column) * (frameWidth + gap)
                svg += frame(step, report: report, left: left, top: top + heading, index: "\(row)-\(column)")
            }
        }
        return svg + "</svg>\n"
    }

    /// The `<svg>` start tag, sized and with a matching `viewBox`, and the white background.
    private static func opening(width: Double, height: Double) -> String {
        let size = "width=\"\(number(width))\" height=\"\(number(height))\""
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(number(width)) \(number(height))\""
        svg += " font-family=\"Helvetica, Arial, PingFang SC, Noto Sans CJK SC, sans-serif\" font-size=\"11\">\n"
        return svg + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    }

    /// A run without scenarios (none in the spec, or none selected): its name and a line saying
    /// there is nothing to draw.
    private static func empty(_ report: SpecReport) -> String {
        var svg = opening(width: 360, height: 64)
        svg += "<text x=\"\(number(gap))\" y=\"\(number(gap + 14))\" font-size=\"14\" font-weight=\"bold\">"
        svg += XMLText.content(report.name) + "</text>\n"
        svg += "<text x=\"\(number(gap))\" y=\"\(number(gap + 34))\" fill=\"#666666\">no scenarios to draw</text>\n"
        return svg + "</svg>\n"
    }

    private static func frame(_ step: StepReport, report: SpecReport, left: Double, top: Double, index: String) -> String {
        let view = step.scrollView
        let width = report.viewport.width * scale
        let height = report.viewport.height * scale
        var svg = "<g transform=\"translate(\(number(left)) \(number(top)))\">\n"
        svg += "<clipPath id=\"v\(index)\"><rect width=\"\(number(width))\" height=\"\(number(height))\"/></clipPath>\n"
        svg +=
            "<g clip-path=\"url(#v\(index))\"><rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#F4F4F4\"/>\n"
        svg += "<g transform=\"scale(\(scale)) translate(\(number(-view.offsetX)) \(number(-view.offsetY)))\">\n"
        svg += "<rect width=\"\(number(view.contentWidth))\" height=\"\(number(view.contentHeight))\" fill=\"#DDE3EA\"/>\n"
        for case .component(let component) in step.components where !component.hidden {
            svg += box(component)
        }
        svg += "</g></g>\n"
        svg += "<rect width=\"\(number(width))\" height=\"\(number(height))\" fill=\"none\" stroke=\"#333333\"/>\n"
        let changed = step.events.isEmpty ? "" : " *"
        svg += "<text y=\"\(number(height + 14))\">\(XMLText.content("\(step.index). \(step.action)\(changed)"))</text>\n"
        svg +=
            "<text y=\"\(number(height + 27))\" fill=\"#666666\">\(XMLText.content("t \(step.time.shortText) s, offset \(view.offsetX.shortText), \(view.offsetY.shortText)"))</text>\n"
        return svg + "</g>\n"
    }

    private static func box(_ component: ComponentSnapshot) -> String {
        let centerX = component.x + component.width / 2
        let centerY = component.y + component.height / 2
        var svg = "<rect x=\"\(number(component.x))\" y=\"\(number(component.y))\" width=\"\(number(component.width))\""
        svg +=
            " height=\"\(number(component.height))\" fill=\"\(color(component.state))\" fill-opacity=\"\(number(0.35 + 0.65 * component.alpha))\"/>\n"
        if let text = component.text, !text.isEmpty {
            svg += "<text x=\"\(number(centerX))\" y=\"\(number(centerY))\" text-anchor=\"middle\" dominant-baseline=\"middle\""
            svg += " font-size=\"28\" fill=\"#FFFFFF\">\(XMLText.content(text))</text>\n"
        }
        return svg
    }

    private static func color(_ state: RefreshState) -> String {
        switch state {
        case .idle: "#8A8F98"
        case .pulling: "#E0A100"
        case .refreshing: "#2F7DE1"
        case .willRefresh: "#7B61FF"
        case .noMoreData: "#3C3C43"
        }
    }

    private static func number(_ value: Double) -> String { value.shortText }
}
