import RefreshRunner
import YAML

/// JUnit XML for CI dashboards: a test suite per spec, a test case per scenario with its
/// failed expectations inside; a spec that does not load is one failing case named `load`.
public enum JUnitXML {
    /// The whole document.
    public static func document(_ results: [SpecTestResult]) -> String {
        let cases = results.map { $0.report?.scenarios.count ?? 1 }.reduce(0, +)
        let failures = results.map(failedCases).reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"refreshspec\" tests=\"\(cases)\" failures=\"\(failures)\">\n"
        for result in results { xml += suite(result) }
        return xml + "</testsuites>\n"
    }

    private static func failedCases(_ result: SpecTestResult) -> Int {
        guard let report = result.report else { return 1 }
        return report.scenarios.filter { !$0.passed }.count
    }

    private static func suite(_ result: SpecTestResult) -> String {
        let name = escape(result.report?.name ?? result.path)
        let tests = result.report?.scenarios.count ?? 1
        var xml = "  <testsuite name=\"\(name)\" file=\"\(escape(result.path))\" tests=\"\(tests)\" failures=\"\(failedCases(result))\">\n"
        if let report = result.report {
            for scenario in report.scenarios {
                xml += testCase(scenario.name, suite: name, failures: scenario.failures)
            }
        } else {
            xml += testCase("load", suite: name, failures: result.problems)
        }
        return xml + "  </testsuite>\n"
    }

    private static func testCase(_ name: String, suite: String, failures: [Diagnostic]) -> String {
        let opening = "    <testcase name=\"\(escape(name))\" classname=\"\(suite)\""
        guard !failures.isEmpty else { return opening + "/>\n" }
        var xml = opening + ">\n"
        for failure in failures {
            let location = "\(failure.file):\(failure.mark)"
            xml += "      <failure message=\"\(escape(failure.message))\" type=\"\(failure.rule)\">"
            xml += escape("\(location): \(failure.message)") + "</failure>\n"
        }
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
