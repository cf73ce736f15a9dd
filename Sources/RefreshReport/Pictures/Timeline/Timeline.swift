import RefreshCore
import RefreshRunner

/// `refreshspec run --format timeline`: per scenario, the offset against virtual time with the
/// resting offsets the insets give, each component's `happen` and trigger offsets as dashed
/// lines, a band per component coloured by state, and a marker per state change whose `<title>`
/// (shown on hover) gives the step, the time and the reason. Every SVG has a `viewBox`; its text
/// uses `currentColor` and its background is a rect of class `paper`, so that a page can
/// restyle both (the HTML report does, for its dark scheme). A scenario's first
/// ``DrawnSteps/limit`` steps are plotted, and its title says which steps it leaves out.
public enum Timeline {
    /// Vertical space between two scenarios' plots.
    private static let gap = 16.0

    /// Every scenario's plot, one under the other, in one SVG document.
    public static func render(_ report: SpecReport) -> String {
        guard !report.scenarios.isEmpty else {
            var svg = opening(width: 360, height: 64)
            svg += "<text x=\"16\" y=\"30\" font-size=\"14\" font-weight=\"bold\">\(XMLText.drawn(report.name))</text>\n"
            return svg + "<text x=\"16\" y=\"50\" fill-opacity=\"0.6\">no scenarios to plot</text>\n</svg>\n"
        }
        let drawn = DrawnSteps.cut(report)
        let plots = drawn.scenarios.indices.map { TimelinePlot(report: drawn, scenario: $0) }
        var body = ""
        var top = gap
        for plot in plots {
            body += "<g transform=\"translate(0 \(top.shortText))\">\n\(plot.body)</g>\n"
            top += plot.height + gap
        }
        return opening(width: plots.map(\.width).max() ?? 0, height: top) + body + "</svg>\n"
    }

    /// The plot of the scenario at `index` (from 0) of `report`, as its own SVG document.
    public static func render(_ report: SpecReport, scenario index: Int) -> String {
        let plot = TimelinePlot(report: DrawnSteps.cut(report), scenario: index)
        return opening(width: plot.width, height: plot.height + 2 * gap)
            + "<g transform=\"translate(0 \(gap.shortText))\">\n\(plot.body)</g>\n</svg>\n"
    }

    private static func opening(width: Double, height: Double) -> String {
        let (w, h) = (width.shortText, height.shortText)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        svg += " font-family=\"Helvetica, Arial, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif\" font-size=\"11\""
        svg += " color=\"#1F2328\" fill=\"currentColor\">\n"
        return svg + "<rect class=\"paper\" width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n"
    }
}
