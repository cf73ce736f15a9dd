import RefreshReport
import RefreshRunner
import RefreshSpec
import Testing
import YAML

@Suite struct RunTableTests {
    /// A header pulled 40 pt (offset -104, idle: the threshold -64 - 54 = -118 is not passed),
    /// then one expect step with a wrong state and one that holds.
    static let text = """
        version: 1
        name: feed
        scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
        components:
          - id: header
            type: header
            labels: {idle: {text: Pull}}
        scenarios:
          - name: pull
            steps:
              - drag: {dy: 40}
              - expect: {header: {state: pulling}}
              - expect: {header: {state: idle}}

        """

    static func report() throws -> SpecReport {
        let spec = try #require(Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).spec)
        return SpecRunner().run(spec, path: "feed.yaml")
    }

    @Test func failedExpectRowIsMarkedAndItsChecksListedUnderTheActionColumn() throws {
        let table = RunTable(colors: false).render(try Self.report())
        #expect(
            table == """
                feed.yaml: feed

                scenario 'pull' (en) FAILED
                #  time   action      offsetY  inset t/b  header
                1  0.000  drag dy=40  -104     64/0       idle "Pull" 74%
                2  0.000  expect ✗    -104     64/0       idle "Pull" 74%
                          ✗ header.state is 'idle', expected pulling (12:27)
                3  0.000  expect      -104     64/0       idle "Pull" 74%

                """)
    }

    @Test func colorsLeaveTheLayoutAlone() throws {
        let report = try Self.report()
        let colored = RunTable(colors: true).render(report)
        #expect(colored.contains("expect \u{1B}[1;31m✗\u{1B}[0m"))
        let plain = colored.replacingOccurrences(of: "\u{1B}[1;31m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(plain == RunTable(colors: false).render(report))
    }
}
