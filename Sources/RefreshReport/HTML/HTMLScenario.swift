import Foundation
import RefreshCore
import RefreshRunner

/// One scenario in the HTML report: a `<details>` whose summary says PASS or FAIL, its failures
/// quoted, and its view: the step player (slider, ◀ ▶, the step shown), the filmstrip, the
/// timeline and the step table, raw DEFLATE in base64 in the `data-view` attribute of an empty
/// `div.view` (compressed after the page's ``ViewDictionary``, which most views resemble), which
/// the page's script inflates and fills when the scenario is opened. A scenario
/// so costs the page its row and its compressed view, which shows at most ``DrawnSteps/limit``
/// steps, however long the scenario.
struct HTMLScenario {
    /// The spec's report, each scenario cut to the steps drawn (``DrawnSteps/cut(_:)``).
    let report: SpecReport
    let index: Int
    /// The spec's piece of the deep link.
    let specKey: String
    /// What the pictures' ids are prefixed with, unique in the page.
    let prefix: String

    private var scenario: ScenarioReport { report.scenarios[index] }

    /// The scenario's deep-link id, `<spec>/<scenario>`.
    private var id: String { "\(specKey)/\(HTMLAnchor.piece(scenario.name))" }

    /// The scenario's `<details>`, open when it failed, with `failures` (quoted diagnostics) under its summary.
    func html(failures: String) -> String {
        let passed = scenario.passed
        var html = "<details class=\"scenario \(passed ? "pass" : "fail")\" id=\"\(id)\" data-steps=\"\(scenario.steps.count)\""
        html += passed ? ">\n" : " open>\n"
        html += "<summary><span class=\"badge \(passed ? "pass\">PASS" : "fail\">FAIL")</span> \(XMLText.content(scenario.name))"
        html +=
            " <span class=\"meta\">(\(XMLText.content(scenario.locale)), \(ValidationSummary.count(scenario.stepCount, "step")))</span></summary>\n"
        html += failures
        let compressed = Deflate.compress(Array(view.utf8), after: ViewDictionary.text)
        return html + "<div class=\"view\" data-view=\"\(Data(compressed).base64EncodedString())\"></div>\n</details>\n"
    }

    /// What the scenario's `div.view` shows: the player, the pictures and the step table.
    var view: String { player() + pictures() + table() }

    private func player() -> String {
        let count = scenario.steps.count
        var html = "<div class=\"player\"><button type=\"button\" data-move=\"-1\" aria-label=\"previous step\">◀</button>"
        html += "<input type=\"range\" min=\"1\" max=\"\(count)\" value=\"1\" aria-label=\"step\">"
        html += "<button type=\"button\" data-move=\"1\" aria-label=\"next step\">▶</button>"
        html += "<output class=\"indicator\">step 1 of \(count)</output>"
        html += "<a class=\"link\" href=\"#\(id)/1\">link to this step</a></div>\n"
        return html
    }

    private func pictures() -> String {
        let strip = ScenarioPictures.filmstrip(for: report, scenario: index, idPrefix: prefix + "f-")
        let plot = ScenarioPictures.timeline(for: report, scenario: index)
        return "<div class=\"strip\">\n\(strip)</div>\n<div class=\"plot\">\n\(plot)</div>\n"
    }

    /// The steps as `run` prints them, a failed `expect` row marked and its checks in a row under
    /// it, and a last row saying which steps are left out, if any.
    private func table() -> String {
        let horizontal = report.isHorizontal
        let adjusted = report.spec.usesSafeArea
        let renderer = RunTable(colors: false)
        var html = "<div class=\"table\"><table class=\"steps\">\n<thead><tr>"
        html += renderer.header(scenario, horizontal: horizontal, adjusted: adjusted).map { "<th>\(XMLText.content($0))</th>" }
            .joined()
        html += "</tr></thead>\n<tbody>\n"
        for step in scenario.steps {
            let failures = step.failures ?? []
            let cells = renderer.row(step, horizontal: horizontal, adjusted: adjusted, failed: !failures.isEmpty)
            html += "<tr data-step=\"\(step.index)\" data-action=\"\(XMLText.attribute(step.action))\""
            html += failures.isEmpty ? ">" : " class=\"fail\">"
            html += cells.map { "<td>\(XMLText.content($0))</td>" }.joined() + "</tr>\n"
            for failure in failures {
                html += "<tr class=\"check\"><td></td><td></td><td colspan=\"\(cells.count - 2)\">"
                html += "✗ \(XMLText.content(failure.summary)) (\(failure.assertedAt))</td></tr>\n"
            }
        }
        if let leftOut = DrawnSteps.leftOut(scenario) {
            html +=
                "<tr class=\"left-out\"><td colspan=\"\(renderer.header(scenario, horizontal: horizontal, adjusted: adjusted).count)\">"
            html += "\(XMLText.content(leftOut)); refreshspec run lists every step</td></tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }
}
