import RefreshRunner
import YAML

/// JUnit XML for CI dashboards: a test suite per spec, a test case per scenario with its
/// failed expectations inside; a spec that does not load is one failing case named `load`.
public enum JUnitXML {
    /// The whole document.
    public static func document(_ results: [SpecTestResult]) -> String {
        let totals = TestTotals(results)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"refreshspec\" tests=\"\(totals.passed + totals.failed)\" failures=\"\(totals.failed)\">\n"
        for result in results { xml += suite(result) }
        return xml + "</testsuites>\n"
    }

    private static func suite(_ result: SpecTestResult) -> String {
        let name = escape(result.report?.name ?? result.path)
        var xml = "  <testsuite name=\"\(name)\" file=\"\(escape(result.path))\""
        xml += " tests=\"\(result.cases)\" failures=\"\(result.failedCases)\">\n"
        if let report = result.report {
            for scenario in report.scenarios {
                xml += testCase(scenario.name, suite: name, failures: scenario.failures)
            }
        } else {
            xml += testCase("load", suite: name, failures: result.failures)
        }
        return xml + "  </testsuite>\n"
    }

    private static func testCase(_ name: String, suite: String, failures: [Diagnostic]) -> String {
        let opening = "    <testcase name=\"\(escape(name))\" classname=\"\(suite)\""
        guard !failures.isEmpty else { return opening + "/>\n" }
        // One <failure> per case, as JUnit readers expect: the first message as its summary,
        // every problem located in its text.
        let first = failures[0]
        let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
        let text = failures.map { "\($0.file):\($0.mark): \($0.message)" }.joined(separator: "\n")
        var xml = opening + ">\n"
        xml += "      <failure message=\"\(escape(first.message + more))\" type=\"\(first.rule)\">"
        xml += escape(text) + "</failure>\n"
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
