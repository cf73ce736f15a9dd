import Diagnostics
import RefreshRunner
import RefreshSpec
import Testing
import YAML

@Suite struct RunnerTests {
    /// SPEC.md §1's feed: frame 667 high, content 1200, inset top 64, header 54 high.
    static func spec(steps: String) throws -> Spec {
        let text = """
            version: 1
            name: feed
            scrollView:
              frame: {width: 375, height: 667}
              contentSize: {width: 375, height: 1200}
              contentInset: {top: 64}
            strings:
              en: {feed.idle: Pull down}
              zh-Hans: {feed.idle: 下拉}
            components:
              - id: header
                type: header
                labels: {idle: feed.idle}
            scenarios:
              - name: first
                steps:
            \(steps)
              - name: second
                steps:
                  - expect: {scrollView: {offsetY: -64}, header: {state: idle, refreshingCallbacks: 0}}

            """
        let result = Spec.load(source: Source(path: "feed.yaml", bytes: Array(text.utf8)))
        return try #require(result.spec, "\(result.diagnostics.map(\.message))")
    }

    @Test func numbersCompareWithinOneHundredth() throws {
        // A 40 pt pull from offset -64 reaches -64 - 40 = -104.
        let spec = try Self.spec(
            steps: """
                      - drag: {dy: 40}
                      - expect: {scrollView: {offsetY: -104.009}}
                      - expect: {scrollView: {offsetY: -104.02}}
                """)
        let report = SpecRunner(scenario: "first").run(spec, path: "feed.yaml")
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.message == "scenario 'first', step 3: scrollView.offsetY is -104, expected -104.02")
        // Lines 15–16 open the scenario; its steps are lines 17, 18 and 19, each at column 9.
        #expect(report.failures.first?.mark == Mark(line: 19, column: 9))
    }

    @Test func scenariosStartFromAFreshTree() throws {
        // The first scenario refreshes (inset 64 + 54 = 118); the second must still see -64.
        let spec = try Self.spec(
            steps: """
                      - beginRefreshing: header
                      - expect: {scrollView: {insetTop: 118, offsetY: -118}, header: {state: refreshing}}
                """)
        let report = SpecRunner().run(spec, path: "feed.yaml")
        #expect(report.scenarios.map(\.name) == ["first", "second"])
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    }

    @Test func stepsAreNumberedFromOneWithTheirActionAndEvents() throws {
        // 60 pt down: -124 < threshold -64 - 54 = -118, so the header turns pulling during step 1.
        let spec = try Self.spec(
            steps: """
                      - drag: {dy: 60}
                      - expect: {header: {state: pulling}}
                """)
        let scenario = try #require(SpecRunner(scenario: "first").run(spec, path: "feed.yaml").scenarios.first)
        #expect(scenario.steps.map(\.index) == [1, 2])
        #expect(scenario.steps.map(\.action) == ["drag dy=60", "expect"])
        #expect(scenario.steps[0].events.map(\.to.rawValue) == ["pulling"])
        #expect(scenario.steps[1].events.isEmpty)
    }

    @Test func localeOverrideAndSwitchResolveLabels() throws {
        let spec = try Self.spec(
            steps: """
                      - expect: {header: {text: 下拉}}
                      - setLocale: en
                      - expect: {header: {text: Pull down}}
                """)
        let report = SpecRunner(scenario: "first", locale: "zh-Hans").run(spec, path: "feed.yaml")
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
        #expect(report.scenarios.first?.locale == "zh-Hans")
    }

    @Test func failedChecksStayOnTheirExpectStepWithTheirValues() throws {
        // After a 40 pt pull the header is idle at -104 (threshold -118 not passed): the state
        // and text checks fail, the offset check holds.
        let spec = try Self.spec(
            steps: """
                      - drag: {dy: 40}
                      - expect: {scrollView: {offsetY: -104}, header: {state: pulling, text: Release}}
                """)
        let steps = try #require(SpecRunner(scenario: "first").run(spec, path: "feed.yaml").scenarios.first?.steps)
        #expect(steps[0].failures == nil)
        let failures = try #require(steps[1].failures)
        #expect(failures.map(\.field) == ["header.state", "header.text"])
        #expect(failures.map(\.actual) == [.state(.idle), .text("Pull down")])
        #expect(failures.map(\.expected) == [.state(.pulling), .text("Release")])
        #expect(
            failures.map(\.summary) == [
                "header.state is 'idle', expected pulling", "header.text is 'Pull down', expected 'Release'",
            ])
        // The diagnostic sits at the step's `expect` key; each field's key is further along its line.
        let diagnostic = failures[0].diagnostic
        #expect(diagnostic.message == "scenario 'first', step 2: header.state is 'idle', expected pulling")
        let prefix = "expect: {scrollView: {offsetY: -104}, header: {"
        #expect(failures[0].assertedAt == Mark(line: diagnostic.mark.line, column: diagnostic.mark.column + prefix.count))
        #expect(diagnostic.notes.map(\.mark) == [failures[0].assertedAt, nil])
        // Why the header is not pulling, from MJRefresh's rule: it pulls below happen − height ×
        // triggerRate = −64 − 54 × 1 = −118 while dragging; a 40 pt drag from −64 reaches −104.
        #expect(
            diagnostic.notes.last?.message
                == "'header' turns pulling when offsetY is below -118 while the finger is down; offsetY is -104")
        #expect(failures[1].diagnostic.notes.count == 1)
    }

    @Test func aHeaderPastItsOffsetWithTheFingerUpIsNotPullingAndSaysSo() throws {
        // scrollTo moves the content with no finger down: at -130, past -118, MJRefresh's
        // header stays idle, as it turns pulling only while dragging.
        let spec = try Self.spec(
            steps: """
                      - scrollTo: {y: -130}
                      - expect: {header: {state: pulling}}
                """)
        let steps = try #require(SpecRunner(scenario: "first").run(spec, path: "feed.yaml").scenarios.first?.steps)
        let failure = try #require(steps[1].failures?.first)
        #expect(
            failure.diagnostic.notes.last?.message
                == "'header' turns pulling when offsetY is below -118 while the finger is down; the finger is up")
    }

    @Test func aTrailerNotYetBeyondTheContentsEndSaysWhereItTurnsPulling() throws {
        // MJRefreshTrailer: it shows once offsetX passes contentW − frameW + insetRight =
        // 1200 − 375 + 0 = 825 and pulls beyond 825 + its width 60 × triggerRate 1 = 885;
        // a 100 pt drag to the left from 0 reaches offsetX 100.
        let text = """
            version: 1
            scrollView:
              frame: {width: 375, height: 200}
              contentSize: {width: 1200, height: 200}
              axis: horizontal
            components:
              - {id: more, type: trailer}
            scenarios:
              - name: pull left
                steps:
                  - drag: {dx: -100}
                  - expect: {more: {state: pulling}}

            """
        let loaded = Spec.load(source: Source(path: "carousel.yaml", bytes: Array(text.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(\.message))")
        let steps = try #require(SpecRunner().run(spec, path: "carousel.yaml").scenarios.first?.steps)
        let failure = try #require(steps[1].failures?.first)
        #expect(
            failure.diagnostic.notes.last?.message
                == "'more' turns pulling when offsetX is beyond 885 while the finger is down; offsetX is 100")
    }

    /// An auto footer expected refreshing but idle: where it would start, or why it never does.
    private static func autoFooterNote(contentHeight: Int, scrollTo offset: Int) throws -> String? {
        let text = """
            version: 1
            scrollView:
              frame: {width: 375, height: 667}
              contentSize: {width: 375, height: \(contentHeight)}
            components:
              - {id: more, type: autoFooter}
            scenarios:
              - name: scroll down
                steps:
                  - scrollTo: {y: \(offset)}
                  - expect: {more: {state: refreshing}}

            """
        let loaded = Spec.load(source: Source(path: "list.yaml", bytes: Array(text.utf8)))
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(\.message))")
        let steps = try #require(SpecRunner().run(spec, path: "list.yaml").scenarios.first?.steps)
        let failure = try #require(steps[1].failures?.first)
        #expect(failure.diagnostic.notes.count <= 2)
        return failure.diagnostic.notes.count == 2 ? failure.diagnostic.notes[1].message : nil
    }

    @Test func anAutoFooterShortOfItsTriggerSaysWhereItStarts() throws {
        // MJRefreshAutoFooter refreshes once offsetY ≥ contentH − frameH + h × triggerPercent +
        // insetB − h, its own height h = 44 added to insetB: 1200 − 667 + 44 × 1 + 44 − 44 = 577.
        #expect(
            try Self.autoFooterNote(contentHeight: 1200, scrollTo: 500)
                == "'more' starts refreshing by itself when offsetY grows to 577 or beyond; offsetY is 500")
        // Content 300 high does not exceed the 667 pt scroll view: no trigger offset; only a drag's
        // end would start it (scrollTo is no drag).
        #expect(
            try Self.autoFooterNote(contentHeight: 300, scrollTo: 100)
                == "'more' does not start refreshing as the offset changes (its automaticallyRefresh is false, or insetTop + contentHeight does not exceed the scroll view's height); only the end of a drag starts it"
        )
    }

    @Test func anExpectStepThatHoldsHasNoFailures() throws {
        let spec = try Self.spec(
            steps: """
                      - expect: {scrollView: {offsetY: -64}}
                """)
        let scenario = try #require(SpecRunner(scenario: "first").run(spec, path: "feed.yaml").scenarios.first)
        #expect(scenario.steps.map { $0.failures?.count } == [0])
        #expect(scenario.passed)
    }
}
