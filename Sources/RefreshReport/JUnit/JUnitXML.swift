import RefreshRunner
import RefreshSpec
import Diagnostics
import RefreshCore

/// JUnit XML for CI dashboards, counted as ``TestTotals`` counts: a test suite per spec, a test
/// case per scenario, with a `<failure>` holding its failed expectations when it failed. A spec
/// with errors is not run; it is one case named `load` holding an `<error>` with its errors. So
/// `failures` counts failed scenarios, `errors` specs with errors, and `tests` the scenarios
/// plus those `load` cases; nothing is skipped.
///
/// The document follows Jenkins' `junit-10.xsd`. `time` is always `0` (the scenarios run on a
/// virtual clock, so wall time would only make two reports of the same run differ), and every
/// suite's `timestamp` is the moment the caller gives, when the run started, in UTC: the same
/// results at the same moment are the same bytes. (A spec's virtual `clock.now` is in its step
/// data, not here.)
public enum JUnitXML {
    /// The whole document, XML declaration to `</testsuites>`, one suite per result in order,
    /// for a run that started at `start`.
    public static func document(_ results: [SpecTestResult], start: Timestamp) -> String {
        opening(TestTotals(results)) + results.map { suite($0, start: start) }.joined() + closing
    }

    /// The XML declaration and `<testsuites>` with the run's counts: a document written as the
    /// results go by puts this before their ``suite(_:)``s once the totals are known.
    public static func opening(_ totals: TestTotals) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"refreshspec\" \(counts(totals)) time=\"0\">\n"
    }

    /// The end of the document, after the last suite.
    public static let closing = "</testsuites>\n"

    /// The `tests`, `failures` and `errors` attributes.
    private static func counts(_ totals: TestTotals) -> String {
        let tests = totals.scenarios + totals.specsWithErrors
        return "tests=\"\(tests)\" failures=\"\(totals.failed)\" errors=\"\(totals.specsWithErrors)\""
    }

    /// The `<testsuite>` of one spec, its cases inside, in a run that started at `start`.
    public static func suite(_ result: SpecTestResult, start: Timestamp) -> String {
        let name = XMLText.attribute(result.report?.name ?? result.path)
        var xml = "  <testsuite name=\"\(name)\" file=\"\(XMLText.attribute(result.path))\" \(counts(TestTotals([result])))"
        xml += " skipped=\"0\" time=\"0\" timestamp=\"\(timestamp(start))\">\n"
        if let report = result.report {
            for scenario in report.scenarios {
                xml += testCase(
                    scenario.name, suite: name, problems: scenario.failures, count: scenario.failedExpectations, as: .failure)
            }
        } else {
            xml += testCase("load", suite: name, problems: result.failures, count: result.failures.count, as: .error)
        }
        return xml + "  </testsuite>\n"
    }

    /// How a case with problems went wrong, which is the name of the element holding them.
    private enum Outcome: String {
        /// A scenario's expectations failed.
        case failure
        /// The spec has errors and was not run.
        case error
    }

    /// A case; with problems, one element of its outcome inside it, as JUnit readers expect:
    /// the first message as its summary with how many others there are (`count` in all, some
    /// perhaps counted by a `failure-limit` error rather than listed), every problem listed
    /// located in its text, with its notes.
    private static func testCase(
        _ name: String, suite: String, problems: [Diagnostic], count: Int, as outcome: Outcome
    ) -> String {
        let opening = "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(suite)\" time=\"0\""
        guard let first = problems.first else { return opening + "/>\n" }
        // A first problem that is the failure-limit error counts every other one itself.
        let others = first.rule == RunRule.failureLimit.rawValue ? 0 : max(count, problems.count) - 1
        let more = others > 0 ? " (and \(others) more)" : ""
        let text = problems.map(located).joined(separator: "\n")
        var xml = opening + ">\n"
        let element = outcome.rawValue
        xml +=
            "      <\(element) message=\"\(XMLText.attribute(first.message + more))\" type=\"\(XMLText.attribute(first.rule))\">"
        xml += XMLText.content(text) + "</\(element)>\n"
        return xml + "    </testcase>\n"
    }

    /// A problem's line, `file:line:col: message`, and a line for each of its notes, as the
    /// text output writes them: `    note: line:col: message`.
    private static func located(_ problem: Diagnostic) -> String {
        var lines = "\(problem.file):\(problem.mark): \(problem.message)"
        for note in problem.notes { lines += "\n    note: " + note.located }
        return lines
    }
}
