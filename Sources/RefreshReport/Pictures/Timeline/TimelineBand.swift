import RefreshCore
import RefreshEngine
import RefreshRunner

/// A run of steps during which one component kept its state (and its hidden flag): one coloured
/// band in the component's row, with its state written in it when it fits.
struct TimelineBand {
    let component: String
    let state: RefreshState
    let hidden: Bool
    /// The first and last step of the run, from 0.
    let first: Int, last: Int

    /// The runs of component `id` over `steps`.
    static func runs(of id: String, in steps: [StepReport]) -> [TimelineBand] {
        var runs: [TimelineBand] = []
        for (index, step) in steps.enumerated() {
            guard
                let snapshot = step.components.lazy.compactMap({ attachment -> ComponentSnapshot? in
                    if case .component(let component) = attachment, component.id == id { component } else { nil }
                }).first
            else { continue }
            if let run = runs.last, run.state == snapshot.state, run.hidden == snapshot.hidden, run.last == index - 1 {
                runs[runs.count - 1] = TimelineBand(
                    component: id, state: run.state, hidden: run.hidden, first: run.first, last: index)
            } else {
                runs.append(
                    TimelineBand(component: id, state: snapshot.state, hidden: snapshot.hidden, first: index, last: index))
            }
        }
        return runs
    }

    /// The band between the left edge of its first step and the right edge of its last.
    func svg(axes: TimelineAxes, top: Double, height: Double) -> String {
        let left = axes.column(first).left, right = axes.column(last).right
        let name = state.rawValue + (hidden ? " (hidden)" : "")
        let steps = first == last ? "step \(first + 1)" : "steps \(first + 1)–\(last + 1)"
        var svg = "<g class=\"band\"><title>\(XMLText.content("\(component): \(name), \(steps)"))</title>"
        svg += "<rect x=\"\(left.shortText)\" y=\"\(top.shortText)\" width=\"\((right - left).shortText)\""
        svg +=
            " height=\"\(height.shortText)\" rx=\"3\" fill=\"\(StateColors.color(state))\" fill-opacity=\"\(hidden ? "0.3" : "0.9")\"/>"
        // About 6 points per character at font size 10.
        if Double(name.count) * 6 + 6 < right - left {
            svg += "<text x=\"\((left + 4).shortText)\" y=\"\((top + height - 4).shortText)\" font-size=\"10\" fill=\"#FFFFFF\">"
            svg += "\(name)</text>"
        }
        return svg + "</g>\n"
    }
}
