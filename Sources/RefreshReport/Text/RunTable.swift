import Diagnostics
import RefreshEngine
import RefreshRunner

/// `refreshspec run --format table`: for people, one row per step with the time, the offset and
/// inset along the scroll axis, and each component's state, text and pulling percent; a `*`
/// (bold on a terminal) marks a state that changed during the step. A failed `expect` step
/// reads `expect ✗` (red on a terminal), and each check that failed is listed under its row.
/// Each component's thresholds, with where they come from, are listed under the scenario's
/// heading, and again under the row of a step that moved them.
public struct RunTable: Sendable {
    /// Whether to emphasise state changes with ANSI escapes.
    public var colors: Bool

    /// A renderer; `colors` marks changed states in bold and failed expects in red, for a terminal.
    public init(colors: Bool) {
        self.colors = colors
    }

    /// The whole run: a heading per scenario, then its table.
    public func render(_ report: SpecReport) -> String {
        var text = "\(TerminalText.visible(report.path)): \(TerminalText.visible(report.name))\n"
        for scenario in report.scenarios {
            text +=
                "\nscenario '\(TerminalText.visible(scenario.name))' (\(scenario.locale))\(scenario.passed ? "" : " FAILED")\n"
            let ids = report.spec.components.filter(\.type.refreshes).map(\.id)
            let detachedAtStart = Set(report.spec.components.filter { !$0.startsAttached }.map(\.id))
            text += thresholdLines(of: ids, from: nil, to: scenario.startThresholds, detached: detachedAtStart)
                .map { $0 + "\n" }.joined()
            // Failed checks and moved thresholds are listed from the action column (the third) on.
            let adjusted = report.spec.usesSafeArea
            var table = TextTable(
                rows: [header(scenario, horizontal: report.isHorizontal, adjusted: adjusted)], notesColumn: 2)
            var thresholds = scenario.startThresholds
            for step in scenario.steps {
                let failures = step.failures ?? []
                let notes =
                    failures.map(note)
                    + thresholdLines(of: ids, from: thresholds, to: step.thresholds, detached: Self.detached(in: step))
                if !notes.isEmpty { table.notes[table.rows.count] = notes }
                table.rows.append(
                    row(step, horizontal: report.isHorizontal, adjusted: adjusted, failed: !failures.isEmpty))
                thresholds = step.thresholds
            }
            text += table.render()
        }
        return text
    }

    /// The column names; with `adjusted` (a spec with a safe area) the adjusted insets follow
    /// the content insets.
    func header(_ scenario: ScenarioReport, horizontal: Bool, adjusted: Bool) -> [String] {
        let ids = scenario.steps.first?.components.map(\.id) ?? []
        let sides = horizontal ? "l/r" : "t/b"
        return ["#", "time", "action", horizontal ? "offsetX" : "offsetY", "inset \(sides)"]
            + (adjusted ? ["adjusted \(sides)"] : []) + ids
    }

    /// A step's cells, in the columns of ``header(_:horizontal:adjusted:)``.
    func row(_ step: StepReport, horizontal: Bool, adjusted: Bool, failed: Bool) -> [String] {
        let view = step.scrollView
        let offset = horizontal ? view.offsetX : view.offsetY
        let insets = horizontal ? (view.insetLeft, view.insetRight) : (view.insetTop, view.insetBottom)
        let adjustedInsets =
            horizontal ? (view.adjustedInsetLeft, view.adjustedInsetRight) : (view.adjustedInsetTop, view.adjustedInsetBottom)
        let changed = Set(step.events.map(\.component))
        return [
            String(step.index), String(format3(step.time)), failed ? "\(step.action) \(cross)" : step.action, offset.shortText,
            "\(insets.0.shortText)/\(insets.1.shortText)",
        ]
            + (adjusted ? ["\(adjustedInsets.0.shortText)/\(adjustedInsets.1.shortText)"] : [])
            + step.components.map { cell($0, changed: changed.contains($0.id)) }
    }

    /// `header: shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 - height 54)` for
    /// each component in `ids` whose offsets differ between `before` and `after` (every one when
    /// there is no `before`), in the spec's order.
    private func thresholdLines(
        of ids: [String], from before: [Thresholds]?, to after: [Thresholds], detached: Set<String>
    ) -> [String] {
        /// A component's offsets; none while it is hidden.
        func offsets(_ id: String, _ thresholds: [Thresholds]) -> [Double?] {
            thresholds.first { $0.component == id }.map { [$0.happen, $0.trigger] } ?? []
        }
        return ids.filter { id in before.map { offsets(id, $0) != offsets(id, after) } ?? true }.map { id in
            "\(id): \(Thresholds.explanation(of: id, in: after, detached: detached))"
        }
    }

    /// The components waiting for their attach step after `step`.
    private static func detached(in step: StepReport) -> Set<String> {
        Set(
            step.components.compactMap { attachment in
                if case .component(let component) = attachment, !component.attached { component.id } else { nil }
            })
    }

    /// A failed check under its row: `✗ header.text is 'Loading...', expected '正在刷新数据中...' (62:39)`,
    /// the place being where the field is asserted.
    private func note(_ failure: ExpectationFailure) -> String {
        "\(cross) \(TerminalText.visible(failure.summary)) (\(failure.assertedAt))"
    }

    /// The mark of a failure, red on a terminal.
    private var cross: String {
        colors ? "\u{1B}[1;31m✗\u{1B}[0m" : "✗"
    }

    private func cell(_ attachment: AttachmentSnapshot, changed: Bool) -> String {
        switch attachment {
        case .observer(let observer):
            guard let event = observer.lastEvent else { return "-" }
            return "\(event.direction.rawValue) \(event.offset.shortText)"
        case .component(let component):
            var state = component.state.rawValue
            if changed { state = colors ? "\u{1B}[1m\(state)*\u{1B}[0m" : state + "*" }
            let text = component.text.map { " \"\(TerminalText.visible(LongText.shortened($0)))\"" } ?? ""
            let hidden = component.hidden ? " hidden" : component.attached ? "" : " detached"
            return "\(state)\(text) \((component.pullingPercent * 100).rounded().shortText)%\(hidden)"
        }
    }

    private func format3(_ time: Double) -> String {
        guard time.isFinite, time < 1e12 else { return time.shortText }
        let millis = Int((time * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
