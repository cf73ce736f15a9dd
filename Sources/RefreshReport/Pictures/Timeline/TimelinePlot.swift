import RefreshCore
import RefreshEngine
import RefreshRunner

/// One scenario's timeline: the offset and the resting offsets the insets give against virtual
/// time, each component's thresholds as dashed lines, a band per component coloured by state,
/// and a marker per state change whose `<title>` gives the reason. Drawn at the origin; the
/// caller places it.
struct TimelinePlot {
    /// The plot's left edge when the components' ids are short: room for the value axis's numbers.
    static let narrowestLeft = 64.0
    static let labelsWidth = 190.0
    /// The font of the ids beside the bands and of the lines' labels.
    static let smallFont = Font(size: 10, weight: .regular)
    /// The widest a component id beside its band, or a line's label, is drawn; a longer one is
    /// cut and ends with `…`, so that no id makes the picture as wide as itself.
    static let longestLabel = 300.0
    static let plotTop = 46.0
    static let plotHeight = 200.0
    static let bandHeight = 16.0
    static let bandGap = 8.0

    let report: SpecReport
    let scenario: ScenarioReport
    let axis: Axis
    let axes: TimelineAxes
    let series: [TimelineSeries]
    /// The components (not observers) in the spec's order, from the first step.
    let components: [ComponentSnapshot]
    /// The plot's left edge: room for the value axis's numbers and the widest id beside a band.
    let left: Double

    init(report: SpecReport, scenario index: Int) {
        self.report = report
        scenario = report.scenarios[index]
        axis = report.isHorizontal ? .horizontal : .vertical
        components =
            scenario.steps.first?.components.compactMap {
                if case .component(let component) = $0 { component } else { nil }
            } ?? []
        series = TimelineSeries.all(
            for: scenario.steps, axis: axis, components: components, safeArea: report.spec.usesSafeArea)
        let widestID = components.map { Self.smallFont.width(of: $0.id) }.max() ?? 0
        left = max(Self.narrowestLeft, min(widestID, Self.longestLabel) + 12)
        axes = TimelineAxes(
            steps: scenario.steps, left: left, top: Self.plotTop, height: Self.plotHeight,
            values: series.flatMap { $0.values.compactMap { $0 } })
    }

    /// Wide enough for the lines' labels, the title (about 8 points a character at 14 points,
    /// 14 for an East Asian wide one) and the legend.
    var width: Double {
        let title = heading.reduce(0.0) { $0 + (TextWidth.isWide($1) ? 14 : 8) }
        let labels = TimelineLabels.widest(series, font: Self.smallFont, limit: Self.longestLabel) + 14
        return max(axes.right + max(Self.labelsWidth, labels), left + title + 16, left + Self.legendWidth)
    }
    var bandsTop: Double { Self.plotTop + Self.plotHeight + 40 }
    var legendTop: Double { bandsTop + Double(components.count) * (Self.bandHeight + Self.bandGap) + 4 }
    var height: Double { legendTop + 22 }

    /// The title: spec, scenario, locale, verdict, and the steps left out (``DrawnSteps/leftOut(_:)``).
    private var heading: String {
        let leftOut = DrawnSteps.leftOut(scenario).map { "; \($0)" } ?? ""
        return "\(report.name) › \(scenario.name) (\(scenario.locale)) — \(scenario.passed ? "passed" : "FAILED")\(leftOut)"
    }

    /// The plot's elements.
    var body: String {
        var svg = title()
        svg += stepColumns()
        svg += grid()
        for line in series { svg += line.path(axes) }
        svg += TimelineLabels.place(series, axes: axes, left: axes.right + 6, font: Self.smallFont, limit: Self.longestLabel)
        svg += bands()
        svg += events()
        svg += legend()
        return svg
    }

    private func title() -> String {
        var svg =
            "<text x=\"\(n(left))\" y=\"18\" font-size=\"14\" font-weight=\"bold\">\(XMLText.drawn(heading))</text>\n"
        svg += "<text x=\"\(n(left))\" y=\"34\" fill-opacity=\"0.7\">"
        svg += XMLText.content(
            "\(axis.offsetName) (solid), resting offsets from the insets (thin), happen and trigger offsets (dashed)")
        return svg + "</text>\n"
    }

    /// A column per step, shaded every other one and red on a failed `expect`, with the step's
    /// number above and its action in a `<title>`.
    private func stepColumns() -> String {
        var svg = ""
        for (index, step) in scenario.steps.enumerated() {
            let (left, right) = axes.column(index)
            let failed = !(step.failures ?? []).isEmpty
            let fill =
                failed
                ? "fill=\"#D1242F\" fill-opacity=\"0.18\""
                : "fill=\"currentColor\" fill-opacity=\"\(index % 2 == 0 ? "0.04" : "0")\""
            var title = "\(step.index). \(step.action) — t \(step.time.shortText) s, \(axis.offsetName) \(offset(step).shortText)"
            for failure in step.failures ?? [] { title += "\n✗ \(failure.summary)" }
            svg += "<g class=\"step\" data-step=\"\(step.index)\"><rect x=\"\(n(left))\" y=\"\(n(Self.plotTop))\""
            svg += " width=\"\(n(right - left))\" height=\"\(n(Self.plotHeight))\" \(fill)>"
            svg += "<title>\(XMLText.content(title))</title></rect>"
            svg += "<text x=\"\(n((left + right) / 2))\" y=\"\(n(Self.plotTop - 3))\" font-size=\"9\" text-anchor=\"middle\""
            svg += failed ? " fill=\"#D1242F\">" : " fill-opacity=\"0.6\">"
            svg += "\(step.index)</text></g>\n"
        }
        return svg
    }

    /// Value grid lines with their numbers on the left, and the time under each column where it changed.
    private func grid() -> String {
        var svg = "<g stroke=\"currentColor\" stroke-opacity=\"0.15\">\n"
        for tick in axes.ticks {
            svg += "<line x1=\"\(n(left))\" x2=\"\(n(axes.right))\" y1=\"\(n(axes.y(tick)))\" y2=\"\(n(axes.y(tick)))\"/>\n"
        }
        svg += "</g>\n<g font-size=\"10\" fill-opacity=\"0.75\">\n"
        for tick in axes.ticks {
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(axes.y(tick) + 3))\" text-anchor=\"end\">\(tick.shortText)</text>\n"
        }
        let bottom = Self.plotTop + Self.plotHeight
        var shown: Double? = nil
        for (index, step) in scenario.steps.enumerated() where step.time != shown {
            shown = step.time
            svg += "<text x=\"\(n(axes.column(index).right))\" y=\"\(n(bottom + 13))\" text-anchor=\"end\">"
            svg += "\(step.time.shortText) s</text>\n"
        }
        svg +=
            "<text x=\"\(n(left))\" y=\"\(n(bottom + 26))\">virtual time (a step that takes none still gets a column)</text>\n"
        return svg + "</g>\n"
    }

    /// A row per component: its state over the steps, equal neighbours merged into one band.
    private func bands() -> String {
        var svg = ""
        for (row, component) in components.enumerated() {
            let top = bandsTop + Double(row) * (Self.bandHeight + Self.bandGap)
            let id = TextFitting.abbreviated(component.id, width: Self.longestLabel, font: Self.smallFont)
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(top + 12))\" text-anchor=\"end\" font-size=\"10\">"
            svg += "\(XMLText.content(id))</text>\n"
            for band in TimelineBand.runs(of: component.id, in: scenario.steps) {
                svg += band.svg(axes: axes, top: top, height: Self.bandHeight)
            }
        }
        return svg
    }

    /// A marker per state change on the top edge of its component's band (clear of the state's
    /// name), where it happened in its step.
    private func events() -> String {
        var svg = ""
        for (index, step) in scenario.steps.enumerated() {
            for event in step.events {
                guard let row = components.firstIndex(where: { $0.id == event.component }) else { continue }
                let y = bandsTop + Double(row) * (Self.bandHeight + Self.bandGap)
                let title =
                    "step \(step.index), t \(event.time.shortText) s: \(event.component) \(event.from.rawValue) → \(event.to.rawValue) — \(event.reason)"
                svg += "<circle class=\"event\" cx=\"\(n(axes.x(at: event.time, inStep: index)))\" cy=\"\(n(y))\" r=\"3.5\""
                svg +=
                    " fill=\"#FFFFFF\" stroke=\"#1F2328\" stroke-width=\"1.5\"><title>\(XMLText.content(title))</title></circle>\n"
            }
        }
        return svg
    }

    static let legendWidth = 5 * 84 + 230.0

    /// The state colours, and what a marker is.
    private func legend() -> String {
        var svg = "<g class=\"legend\" font-size=\"10\">\n"
        var x = left
        for state in [RefreshState.idle, .pulling, .refreshing, .willRefresh, .noMoreData] {
            svg +=
                "<rect x=\"\(n(x))\" y=\"\(n(legendTop))\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(StateColors.color(state))\"/>"
            svg += "<text x=\"\(n(x + 14))\" y=\"\(n(legendTop + 9))\">\(state.rawValue)</text>\n"
            x += 84
        }
        svg +=
            "<circle cx=\"\(n(x + 5))\" cy=\"\(n(legendTop + 5))\" r=\"3.5\" fill=\"#FFFFFF\" stroke=\"#1F2328\" stroke-width=\"1.5\"/>"
        svg += "<text x=\"\(n(x + 14))\" y=\"\(n(legendTop + 9))\">a state change (its reason on hover)</text>\n"
        return svg + "</g>\n"
    }

    private func offset(_ step: StepReport) -> Double {
        axis == .vertical ? step.scrollView.offsetY : step.scrollView.offsetX
    }

    private func n(_ value: Double) -> String { value.shortText }
}
