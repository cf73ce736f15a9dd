import Diagnostics
import RefreshRunner

/// `refreshspec test --html FILE`: the whole run as one self-contained HTML page — its styles and
/// script inline, nothing fetched. The counts come first, then every spec, the failing ones first
/// (specs with errors, then specs with a failed scenario, each group in path order), and in each
/// spec its scenarios, the failed ones first and open. A failure is quoted with its source line
/// as `test` prints it. A scenario's filmstrip, timeline and step table sit in a `<template>`
/// that the page's script copies in when the scenario is opened (or, for an open one, scrolled
/// near), so a page of hundreds of specs draws only what is looked at. A step scrubber (a slider,
/// ◀ ▶ and the ArrowLeft and ArrowRight keys) moves through the steps, and `#<spec>/<scenario>/<step>`
/// links to one. Light and dark schemes follow `prefers-color-scheme`. The same results give the
/// same bytes.
public enum HTMLReport {
    /// The page for `results`, in any order, with `totals` the counts of the same results (the
    /// run that made them has counted them already).
    public static func render(_ results: [SpecTestResult], totals: TestTotals) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        html += "<title>refreshspec test: \(XMLText.content(totals.text))</title>\n"
        html += "<style>\n\(HTMLAssets.style)</style>\n</head>\n<body>\n"
        html += summary(totals)
        html += "<main>\n"
        for (number, result) in ordered(results).enumerated() {
            html += spec(result, number: number)
        }
        html += "</main>\n<script>\n\(HTMLAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// Failing specs first: those with errors, then those with a failed scenario; path order inside each group.
    static func ordered(_ results: [SpecTestResult]) -> [SpecTestResult] {
        func rank(_ result: SpecTestResult) -> Int { result.report == nil ? 0 : result.passed ? 2 : 1 }
        return results.sorted { (rank($0), $0.path) < (rank($1), $1.path) }
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

    private static func spec(_ result: SpecTestResult, number: Int) -> String {
        let key = HTMLAnchor.piece(result.path)
        let kind = result.report == nil ? "error" : result.passed ? "pass" : "fail"
        let title = result.report.map { "\(result.path) — \($0.name)" } ?? "\(result.path): the spec has errors"
        var html =
            "<section class=\"spec \(kind)\" id=\"\(key)\">\n<h2><span class=\"badge \(result.passed ? "pass\">PASS" : "fail\">FAIL")</span> "
        html += "\(XMLText.content(title))</h2>\n"
        html += quoted(result.report == nil ? result.problems : result.diagnostics, from: result)
        guard let report = result.report else { return html + "</section>\n" }
        let scenarios = report.scenarios.indices.sorted {
            (report.scenarios[$0].passed ? 1 : 0, $0) < (report.scenarios[$1].passed ? 1 : 0, $1)
        }
        for index in scenarios {
            html += HTMLScenario(report: report, index: index, specKey: key, prefix: "p\(number)-\(index)-").html(
                failures: quoted(report.scenarios[index].failures, from: result))
        }
        return html + "</section>\n"
    }

    /// Diagnostics as `test` prints them, the source line and caret included, in a `<pre>`; empty when there are none.
    private static func quoted(_ diagnostics: [Diagnostic], from result: SpecTestResult) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let text = DiagnosticRenderer(colors: false).render(diagnostics, quoting: result.source)
        return "<pre class=\"diagnostics\">\(XMLText.content(text))</pre>\n"
    }
}
