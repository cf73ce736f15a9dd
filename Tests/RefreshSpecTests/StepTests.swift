import RefreshCore
import RefreshSpec
import Testing
import Diagnostics

/// Every step of SPEC.md §7 decodes to its action, located at its key.
@Suite struct StepTests {
    @Test func everyStepDecodes() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
              - {id: more, type: autoFooter}
            scenarios:
              - name: all steps
                locale: zh-Hans
                steps:
                  - drag: {dy: 40}
                  - drag: {dx: -5, dy: 7.5, steps: 3}
                  - release
                  - release: {velocity: {y: -500}}
                  - wait: 0.25
                  - scrollTo: {y: 100}
                  - beginRefreshing: header
                  - endRefreshing: header
                  - tap: more
                  - endRefreshingWithNoMoreData: more
                  - resetNoMoreData: more
                  - setContentSize: {height: 2000}
                  - setContentInset: {top: 20, bottom: 10}
                  - reloadData: {count: 3}
                  - reloadData: {count: 0, contentSize: {width: 375, height: 0}}
                  - setHidden: {header: true, more: false}
                  - setLocale: en
                  - appear
            """)
        let scenario = try #require(spec.scenarios.first)
        #expect(scenario.locale == "zh-Hans")
        #expect(
            scenario.steps.map(\.action) == [
                .drag(dx: 0, dy: 40, steps: nil),
                .drag(dx: -5, dy: 7.5, steps: 3),
                .release(velocity: nil),
                .release(velocity: Point(x: 0, y: -500)),
                .wait(0.25),
                .scrollTo(x: nil, y: 100),
                .beginRefreshing("header"),
                .endRefreshing("header"),
                .tap("more"),
                .endRefreshingWithNoMoreData("more"),
                .resetNoMoreData("more"),
                .setContentSize(Spec.SizeChange(height: 2000)),
                .setContentInset(Spec.InsetsChange(top: 20, bottom: 10)),
                .reloadData(count: 3, contentSize: nil),
                .reloadData(count: 0, contentSize: Spec.SizeChange(width: 375, height: 0)),
                .setHidden([Step.HiddenChange(id: "header", hidden: true), Step.HiddenChange(id: "more", hidden: false)]),
                .setLocale("en"),
                .appear,
            ])
        #expect(scenario.steps.first?.mark == Mark(line: 10, column: 9))
        #expect(scenario.steps.last?.mark == Mark(line: 27, column: 9))
    }

    /// A step's name is its key in the step table: each step written decodes to an action of
    /// that name, and the steps written are every key of the table.
    @Test func everyStepIsNamedByItsKey() throws {
        let written = [
            "drag: {dy: 40}", "release", "cancel", "wait: 0.25", "scrollTo: {y: 100}", "beginRefreshing: header",
            "endRefreshing: header", "endRefreshingWithNoMoreData: more", "resetNoMoreData: more", "tap: more",
            "setContentSize: {height: 2000}", "setContentInset: {top: 20}", "reloadData: {count: 3}",
            "setHidden: {header: true}", "setLocale: en", "appear", "expect: {header: {state: idle}}",
            "setSafeArea: {top: 20}", "rotate: landscape", "attach: header",
        ]
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {device: {model: iPhoneSE}}
            components:
              - {id: header, type: header}
              - {id: more, type: autoFooter}
            scenarios:
              - name: every step
                steps:

            """ + written.map { "          - \($0)\n" }.joined())
        let names = written.map { String($0.prefix { $0 != ":" }) }
        #expect(try #require(spec.scenarios.first).steps.map(\.action.name) == names)
        #expect(Set(names) == Set(KeyTable.step.keys.map(\.name)))
    }

    @Test func expectChecksKeepTheirMarks() throws {
        let spec = try decodeClean(
            """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            components:
              - {id: header, type: header}
              - {id: watcher, type: scrollObserver}
            scenarios:
              - name: expectations
                steps:
                  - expect:
                      header: {state: pulling, text: Release, pullingPercent: 1.1111, hidden: false, refreshingCallbacks: 2}
                      watcher: {lastEvent: {direction: up, offset: 100}}
                      scrollView: {offsetY: -124, dragging: true, dataCount: 20}
            """)
        let step = try #require(spec.scenarios.first?.steps.first)
        #expect(step.mark == Mark(line: 9, column: 9))
        guard case .expect(let expectation) = step.action else {
            Issue.record("not an expect step: \(step.action)")
            return
        }
        let header = { (field: Step.Expectation.ComponentField) in Step.Expectation.Subject.component(id: "header", field: field)
        }
        #expect(
            expectation.checks == [
                Step.Expectation.Check(subject: header(.state), expected: .state(.pulling), mark: Mark(line: 10, column: 20)),
                Step.Expectation.Check(subject: header(.text), expected: .text("Release"), mark: Mark(line: 10, column: 36)),
                Step.Expectation.Check(
                    subject: header(.pullingPercent), expected: .number(1.1111), mark: Mark(line: 10, column: 51)),
                Step.Expectation.Check(subject: header(.hidden), expected: .bool(false), mark: Mark(line: 10, column: 75)),
                Step.Expectation.Check(
                    subject: header(.refreshingCallbacks), expected: .number(2), mark: Mark(line: 10, column: 90)),
                Step.Expectation.Check(
                    subject: .component(id: "watcher", field: .lastEvent),
                    expected: .event(Step.Expectation.LastEvent(direction: .up, offset: 100)), mark: Mark(line: 11, column: 21)
                ),
                Step.Expectation.Check(subject: .scrollView(.offsetY), expected: .number(-124), mark: Mark(line: 12, column: 24)),
                Step.Expectation.Check(subject: .scrollView(.dragging), expected: .bool(true), mark: Mark(line: 12, column: 39)),
                Step.Expectation.Check(subject: .scrollView(.dataCount), expected: .number(20), mark: Mark(line: 12, column: 55)),
            ])
    }
}
