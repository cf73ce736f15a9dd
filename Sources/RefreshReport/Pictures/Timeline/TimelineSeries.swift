import RefreshCore
import RefreshEngine
import RefreshRunner

/// A line of the timeline: a value per step (nil where it does not apply), drawn as the offset's
/// polyline or as level segments across each step's column.
struct TimelineSeries {
    /// How a line is drawn.
    enum Kind {
        /// The content offset after each step: a thick line through the column ends.
        case offset
        /// A resting offset that an inset gives: thin and solid.
        case rest
        /// Where a component starts to show: short dashes.
        case happen
        /// Where a component starts pulling or refreshing: long dashes.
        case trigger
    }

    let kind: Kind
    /// The text at the line's right end, followed by its last value.
    let label: String
    /// The stroke colour.
    let color: String
    let values: [Double?]
    /// What the line is, on hover.
    let title: String

    /// The offset, the resting offsets the spec's components make relevant, and every
    /// component's thresholds. The resting offsets follow `adjustedContentInset` and each step's
    /// frame, as the offsets' valid range does (without a safe area they are `contentInset` and
    /// the viewport); `safeArea` names them so (a spec with a safe area).
    static func all(
        for steps: [StepReport], axis: Axis, components: [ComponentSnapshot], safeArea: Bool
    ) -> [TimelineSeries] {
        let name = axis.offsetName
        let vertical = axis == .vertical
        var series = [
            TimelineSeries(
                kind: .offset, label: name, color: "#0969DA",
                values: steps.map { vertical ? $0.scrollView.offsetY : $0.scrollView.offsetX },
                title: "\(name) after each step")
        ]
        let types = Set(components.map(\.type))
        if types.contains(.header) || types.isSubset(of: [.scrollObserver]) {
            let inset = (safeArea ? "adjustedInset" : "inset") + (vertical ? "Top" : "Left")
            series.append(
                TimelineSeries(
                    kind: .rest, label: "−\(inset)", color: "currentColor",
                    values: steps.map { vertical ? -$0.scrollView.adjustedInsetTop : -$0.scrollView.adjustedInsetLeft },
                    title: "−\(inset): where the content's start rests (a refreshing header adds its height)"))
        }
        if !types.isDisjoint(with: [.backFooter, .autoFooter, .trailer]) {
            let size = vertical ? "contentH" : "contentW"
            let inset = (safeArea ? "adjustedInset" : "inset") + (vertical ? "B" : "R")
            series.append(
                TimelineSeries(
                    kind: .rest, label: "end rest", color: "currentColor",
                    values: steps.map { step in
                        let view = step.scrollView
                        return vertical
                            ? view.contentHeight + view.adjustedInsetBottom - view.frame.height
                            : view.contentWidth + view.adjustedInsetRight - view.frame.width
                    },
                    title: "\(size) + \(inset) − frame: where the content's end rests (footers add to the inset)"))
        }
        for (index, component) in components.enumerated() where component.type != .scrollObserver {
            series += thresholds(of: component, colorIndex: index, in: steps, name: name)
        }
        return series
    }

    private static let palette = ["#8250DF", "#BF3989", "#0A7F86", "#9A6700", "#1A7F37"]

    private static func thresholds(
        of component: ComponentSnapshot, colorIndex: Int, in steps: [StepReport], name: String
    ) -> [TimelineSeries] {
        let found = steps.map { step in step.thresholds.first { $0.component == component.id } }
        let color = palette[colorIndex % palette.count]
        let id = component.id
        let (past, pulls): (String, String) =
            switch component.type {
            case .header: ("<", "pulling once \(name) < trigger (happen − height × triggerRate) while dragging")
            case .autoFooter:
                (
                    ">=",
                    "refreshes once \(name) ≥ trigger (contentH − frameH + insetB − height × (1 − triggerPercent)) while scrolling down"
                )
            default: (">", "pulling once \(name) > trigger (happen + size × triggerRate) while dragging")
            }
        var lines: [TimelineSeries] = []
        let happen = found.map { $0?.happen }
        if happen.contains(where: { $0 != nil }) {
            lines.append(
                TimelineSeries(
                    kind: .happen, label: "\(id) happen", color: color, values: happen,
                    title: "\(id) happen: it starts to show once \(name) \(past) happen (MJRefresh's happenOffset)"))
        }
        let trigger = found.map { $0?.trigger }
        if trigger.contains(where: { $0 != nil }) {
            lines.append(
                TimelineSeries(
                    kind: .trigger, label: "\(id) trigger", color: color, values: trigger, title: "\(id) trigger: \(pulls)"))
        }
        return lines
    }

    /// The line's SVG, with its ``title``.
    func path(_ axes: TimelineAxes) -> String {
        kind == .offset ? polyline(axes) : levels(axes)
    }

    private func polyline(_ axes: TimelineAxes) -> String {
        var points: [String] = []
        var dots = ""
        for (index, value) in values.enumerated() {
            guard let value else { continue }
            let x = axes.column(index).right.shortText, y = axes.y(value).shortText
            points.append("\(x),\(y)")
            dots += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"2.5\"/>"
        }
        var svg = "<g class=\"offset\" fill=\"\(color)\"><title>\(XMLText.content(title))</title>\n"
        svg += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\""
        svg += " stroke-linejoin=\"round\"/>\n\(dots)\n</g>\n"
        return svg
    }

    /// Level segments across each step's column, equal neighbours joined.
    private func levels(_ axes: TimelineAxes) -> String {
        var data = ""
        var previous: Double? = nil
        for (index, value) in values.enumerated() {
            defer { previous = value }
            guard let value else { continue }
            let (left, right) = axes.column(index)
            data +=
                value == previous ? " H\(right.shortText)" : " M\(left.shortText) \(axes.y(value).shortText) H\(right.shortText)"
        }
        let dashes: String =
            switch kind {
            case .happen: " stroke-dasharray=\"2 3\""
            case .trigger: " stroke-dasharray=\"7 4\""
            default: ""
            }
        let width = kind == .rest ? " stroke-width=\"1\" stroke-opacity=\"0.6\"" : " stroke-width=\"1.5\""
        var svg = "<path class=\"threshold\" d=\"\(data.dropFirst())\" fill=\"none\" stroke=\"\(color)\"\(width)\(dashes)>"
        svg += "<title>\(XMLText.content(title))</title></path>\n"
        return svg
    }
}
