import Diagnostics
import Foundation
import RefreshCore
import RefreshRunner
import RefreshSpec

/// `refreshspec test --html FILE`: the whole run as one self-contained HTML page — its styles and
/// script inline, nothing fetched, and a Content-Security-Policy that says so. The counts come
/// first, then every spec, the failing ones first (``Group``, each group in path order), and in
/// each spec its scenarios, the failed ones first and open; a spec with a safe area says under its
/// heading which device, safe area and `contentInsetAdjustment` it runs with (``SafeAreaLine``). A failure is quoted with its source
/// line as `test` prints it. A scenario's filmstrip, timeline and step table are compressed in its
/// row (``HTMLScenario``) and drawn by the page's script when the scenario is opened (or, for an
/// open one, scrolled near), so the page grows by a bounded number of bytes a scenario and draws
/// only what is looked at. A step scrubber (a slider, ◀ ▶ and the ArrowLeft and ArrowRight keys)
/// moves through the steps, and `#<spec>/<scenario>/<step>` links to one. Light and dark schemes
/// follow `prefers-color-scheme`. The same results give the same bytes.
///
/// The page can be written a spec at a time: ``opening(_:)``, then each group's ``section(_:number:)``s,
/// then ``closing``; ``render(_:totals:)`` does all three for results already in memory.
public enum HTMLReport {
    /// The three parts of the page's list of specs, in page order.
    public enum Group: Int, CaseIterable, Sendable {
        /// Specs with errors, which did not run.
        case errors
        /// Specs with a failed scenario.
        case failed
        /// Specs whose every scenario passed.
        case passed

        /// The group of `result`.
        public init(_ result: SpecTestResult) {
            self = result.report == nil ? .errors : result.passed ? .passed : .failed
        }
    }

    /// The page for `results`, in any order, with `totals` the counts of the same results (the
    /// run that made them has counted them already).
    public static func render(_ results: [SpecTestResult], totals: TestTotals) -> String {
        let ordered = results.enumerated().sorted {
            (Group($0.element).rawValue, $0.element.path) < (Group($1.element).rawValue, $1.element.path)
        }
        return opening(totals) + ordered.map { section($0.element, number: $0.offset) }.joined() + closing
    }

    /// The page up to its first spec: the head with the policy, the style and the script, and the counts.
    public static func opening(_ totals: TestTotals) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLAssets.contentSecurityPolicy)\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>refreshspec test: \(XMLText.content(totals.text))</title>\n"
        html += "<style>\(HTMLAssets.style)</style>\n<script>\(HTMLAssets.script)</script>\n</head>\n<body>\n"
        let dictionary = Data(ViewDictionary.preamble).base64EncodedString()
        html += summary(totals)
        return html + "<main data-dictionary=\"\(dictionary)\" data-dictionary-length=\"\(ViewDictionary.text.count)\">\n"
    }

    /// The page after its last spec.
    public static let closing = "</main>\n</body>\n</html>\n"

    /// One spec's `<section>`. `number` tells the specs of one page apart: no two of a page may
    /// share one.
    public static func section(_ result: SpecTestResult, number: Int) -> String {
        let key = HTMLAnchor.piece(result.path)
        let kind = result.report == nil ? "error" : result.passed ? "pass" : "fail"
        let title = result.report.map { "\(result.path) — \($0.name)" } ?? "\(result.path): the spec has errors"
        var html =
            "<section class=\"spec \(kind)\" id=\"\(key)\">\n<h2><span class=\"badge \(result.passed ? "pass\">PASS" : "fail\">FAIL")</span> "
        html += "\(XMLText.content(title))</h2>\n"
        if let spec = result.report?.spec, spec.usesSafeArea {
            html += "<p class=\"meta device\">\(XMLText.content(SafeAreaLine.text(spec.scrollView)))</p>\n"
        }
        html += quoted(result.report == nil ? result.problems : result.diagnostics, from: result)
        guard let report = result.report.map(DrawnSteps.cut) else { return html + "</section>\n" }
        let scenarios = report.scenarios.indices.sorted {
            (report.scenarios[$0].passed ? 1 : 0, $0) < (report.scenarios[$1].passed ? 1 : 0, $1)
        }
        for index in scenarios {
            html += HTMLScenario(report: report, index: index, specKey: key, prefix: "p\(number)-\(index)-").html(
                failures: quoted(report.scenarios[index].failures, from: result))
        }
        return html + "</section>\n"
    }

    private static func summary(_ totals: TestTotals) -> String {
        let verdict = totals.failed == 0 && totals.specsWithErrors == 0
        var html =
            "<header class=\"top\">\n<h1>refreshspec test <span class=\"badge \(verdict ? "pass\">PASS" : "fail\">FAIL")</span></h1>\n"
        html += "<p class=\"totals\">\(XMLText.content(totals.text))</p>\n<dl class=\"counts\">\n"
        let counts: [(String, Int, String)] = [
            ("specs", totals.specs, ""), ("with errors", totals.specsWithErrors, totals.specsWithErrors > 0 ? "fail" : ""),
            ("scenarios", totals.scenarios, ""), ("passed", totals.passed, "pass"),
            ("failed", totals.failed, totals.failed > 0 ? "fail" : ""),
            ("expectations failed", totals.failedExpectations, totals.failedExpectations > 0 ? "fail" : ""),
        ]
        for (name, count, kind) in counts {
            html += "<div class=\"\(kind)\"><dt>\(name)</dt><dd>\(count)</dd></div>\n"
        }
        html += "</dl>\n<p class=\"hint\">Open a scenario to see its filmstrip and timeline; "
        html += "◀ ▶, the slider or the arrow keys move through its steps.</p>\n</header>\n"
        return html
    }

    /// Diagnostics as `test` prints them, the source line and caret included, in a `<pre>`; empty when there are none.
    private static func quoted(_ diagnostics: [Diagnostic], from result: SpecTestResult) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let text = DiagnosticRenderer(colors: false).render(diagnostics, quoting: result.source)
        return "<pre class=\"diagnostics\">\(XMLText.content(text))</pre>\n"
    }
}
