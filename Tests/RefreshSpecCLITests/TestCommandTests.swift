import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

@Suite struct TestCommandTests {
    /// A header spec whose second expectation is wrong on purpose: after a 40 pt pull the
    /// header is still idle (threshold -64 - 54 = -118 is not passed by -104), not pulling.
    static let failingSpec = """
        version: 1
        name: wrong
        scrollView:
          frame: {width: 375, height: 667}
          contentSize: {width: 375, height: 1200}
          contentInset: {top: 64}
        components:
          - id: header
            type: header
        scenarios:
          - name: expects too much
            steps:
              - drag: {dy: 40}
              - expect: {scrollView: {offsetY: -104}, header: {state: idle}}
              - expect: {header: {state: pulling}}

        """

    /// The same spec without its wrong expectation: one scenario that passes.
    static let passingSpec = failingSpec.replacingOccurrences(of: "      - expect: {header: {state: pulling}}\n", with: "")

    @Test func failedExpectationIsLocatedAndExitsOne() throws {
        let folder = try CommandRunner.folder(with: ["wrong.yaml": Self.failingSpec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("wrong.yaml").path
        let result = try CommandRunner.run(["test", path])
        #expect(result.status == 1)
        // The failing expect key is on line 15, column 9 ("      - " is 8 wide); the asserted
        // field 'state' at column 27 ("expect: {header: {" is 18 wide).
        #expect(result.stdout.contains("FAIL \(path) › expects too much (3 steps)\n"))
        #expect(
            result.stdout.contains(
                "\(path):15:9: error: scenario 'expects too much', step 3: header.state is 'idle', expected pulling\n"))
        #expect(result.stdout.contains("    note: 15:27: asserted here\n"))
        // The header turns pulling below -64 - 54 = -118 (top inset, its height); the drag of 40
        // left offsetY at -64 - 40 = -104. README.md shows this failure as it reads.
        #expect(
            result.stdout.contains(
                "    note: 'header' turns pulling when offsetY is below -118 while the finger is down; offsetY is -104\n"))
        #expect(result.stdout.hasSuffix("1 spec, 1 scenario: 0 passed, 1 failed (1 expectation failed)\n"))

        let run = try CommandRunner.run(["run", path, "--format", "json"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(path):15:9: error: scenario 'expects too much', step 3"))
    }

    @Test func junitCountsScenariosAndSpecsWithErrors() throws {
        let passing = Self.passingSpec
        let folder = try CommandRunner.folder(with: [
            "good.yaml": passing, "wrong.yaml": Self.failingSpec, "broken.yaml": "version: 2\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let result = try CommandRunner.run(["test", folder.path, "--junit", junit.path])
        #expect(result.status == 1)

        let document = try XMLDocument(contentsOf: junit)
        let root = try #require(document.rootElement())
        let suites = root.elements(forName: "testsuite")
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
        let erring = cases.filter { !$0.elements(forName: "error").isEmpty }
        // good.yaml and wrong.yaml have one scenario each, wrong.yaml's failing; broken.yaml does
        // not load: it is one `load` case with an error, not a failed scenario.
        #expect(suites.count == 3)
        #expect(cases.count == 3)
        #expect(failing.count == 1)
        #expect(erring.map { $0.attribute(forName: "name")?.stringValue } == ["load"])
        #expect(root.attribute(forName: "tests")?.stringValue == "3")
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        #expect(result.stdout.hasSuffix("3 specs (1 with errors), 2 scenarios: 1 passed, 1 failed (1 expectation failed)\n"))
    }
}
