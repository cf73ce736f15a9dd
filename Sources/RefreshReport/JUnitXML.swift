import RefreshRunner
import Diagnostics

/// JUnit XML for CI dashboards, counted as ``TestTotals`` counts: a test suite per spec, a test
/// case per scenario, with a `<failure>` holding its failed expectations when it failed. A spec
/// with errors is not run; it is one case named `load` holding an `<error>` with its errors. So
/// `failures` counts failed scenarios, `errors` specs with errors, and `tests` the scenarios
/// plus those `load` cases.
public enum JUnitXML {
    /// The whole document, XML declaration to `</testsuites>`, one suite per result in order.
    public static func document(_ results: [SpecTestResult]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"refreshspec\" \(counts(TestTotals(results)))>\n"
        for result in results { xml += suite(result) }
        return xml + "</testsuites>\n"
    }

    /// The `tests`, `failures` and `errors` attributes.
    private static func counts(_ totals: TestTotals) -> String {
        let tests = totals.scenarios + totals.specsWithErrors
        return "tests=\"\(tests)\" failures=\"\(totals.failed)\" errors=\"\(totals.specsWithErrors)\""
    }

    private static func suite(_ result: SpecTestResult) -> String {
        let name = escape(result.report?.name ?? result.path)
        var xml = "  <testsuite name=\"\(name)\" file=\"\(escape(result.path))\" \(counts(TestTotals([result])))>\n"
        if let report = result.report {
            for scenario in report.scenarios {
                xml += testCase(scenario.name, suite: name, problems: scenario.failures, as: .failure)
            }
        } else {
            xml += testCase("load", suite: name, problems: result.failures, as: .error)
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
    /// the first message as its summary, every problem located in its text.
    private static func testCase(_ name: String, suite: String, problems: [Diagnostic], as outcome: Outcome) -> String {
        let opening = "    <testcase name=\"\(escape(name))\" classname=\"\(suite)\""
        guard let first = problems.first else { return opening + "/>\n" }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        let text = problems.map { "\($0.file):\($0.mark): \($0.message)" }.joined(separator: "\n")
        var xml = opening + ">\n"
        let element = outcome.rawValue
        xml += "      <\(element) message=\"\(escape(first.message + more))\" type=\"\(first.rule)\">"
        xml += escape(text) + "</\(element)>\n"
        return xml + "    </testcase>\n"
    }

    /// Text safe inside XML attributes and elements.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case _ where scalar.value < 0x20 && scalar != "\t": escaped += "?"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
