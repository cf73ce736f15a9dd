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
                header: shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 - height 54)
                #  time   action      offsetY  inset t/b  header
                1  0.000  drag dy=40  -104     64/0       idle "Pull" 74%
                2  0.000  expect ✗    -104     64/0       idle "Pull" 74%
                          ✗ header.state is 'idle', expected pulling (12:27)
                3  0.000  expect      -104     64/0       idle "Pull" 74%

                """)
    }

    /// Under the heading every component's thresholds at the start; under a step's row those it
    /// moved. Back footer: break = 1000 - 667 > 0, so happen = S.h - F.h + i0.bottom = 333, pulls
    /// beyond 333 + 44 = 377; after the reload 2000 - 667 = 1333 and 1377. Header: -i0.top, and
    /// i0 is recorded at offset changes only (MJRefresh's `scrollViewOriginalInset`), so the inset
    /// of step 3 moves it at step 4's offset change: -64, pulls below -64 - 54 = -118.
    @Test func thresholdsAreListedAtTheStartAndUnderEachStepThatMovesThem() throws {
        let text = """
            version: 1
            name: feed
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1000}, dataCount: 20}
            components:
              - {id: header, type: header, style: plain}
              - {id: more, type: backFooter, style: plain}
            scenarios:
              - name: grow
                steps:
                  - reloadData: {count: 40, contentSize: {height: 2000}}
                  - setHidden: {more: true}
                  - setContentInset: {top: 64}
                  - scrollTo: {y: -64}
                  - setHidden: {more: false}

            """
        let spec = try #require(Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8))).spec)
        let table = RunTable(colors: false).render(SpecRunner().run(spec, path: "feed.yaml"))
        let more =
            "shows beyond offsetY 1333 (contentHeight 2000 - frameHeight 667 + insetBottom 0), pulls beyond 1377 (1333 + height 44)"
        #expect(
            table == """
                feed.yaml: feed

                scenario 'grow' (en)
                header: shows below offsetY 0 (-insetTop 0), pulls below -54 (0 - height 54)
                more: shows beyond offsetY 333 (contentHeight 1000 - frameHeight 667 + insetBottom 0), pulls beyond 377 (333 + height 44)
                #  time   action                           offsetY  inset t/b  header   more
                1  0.000  reloadData count=40 height=2000  0        0/0        idle 0%  idle 0%
                          more: \(more)
                2  0.000  setHidden more=true              0        0/0        idle 0%  idle 0% hidden
                          more: none while hidden
                3  0.000  setContentInset top=64           0        64/0       idle 0%  idle 0% hidden
                4  0.000  scrollTo y=-64                   -64      64/0       idle 0%  idle 0% hidden
                          header: shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 - height 54)
                5  0.000  setHidden more=false             -64      64/0       idle 0%  idle 0%
                          more: \(more)

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
