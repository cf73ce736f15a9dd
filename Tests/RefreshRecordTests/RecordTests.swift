import RefreshRecord
import Testing

/// `record`: an `expect` step after each step that changed a state, in the file's own style.
@Suite struct RecordTests {
    private let gestures = headerSpec(
        steps: """
                  - drag: {dy: 40}   # finger down 40 pt
                  - drag: {dy: 20}
                  - release
                  - wait: 0.3
                  - endRefreshing: header
                  - wait: 0.5
            """)

    /// drag 60 in all: offsetY -124 < -118, pulling (percent 60 / 54 = 1.11); released, the
    /// bounce's first frame begins refreshing: insetTop 64 + 54 = 118, offsetY -118; ended:
    /// insetTop back to 64 and offsetY -64, pullingPercent 0 after `slow`.
    @Test func expectationsFollowTheStepsThatChangedAState() throws {
        let (recording, outcomes) = try recorded(gestures)
        #expect(outcomes.map(\.1) == [.recorded(3)])
        #expect(
            changedLines(gestures, recording.text) == [
                "      - expect: {header: {state: pulling, text: Release to refresh, pullingPercent: 1.11}, scrollView: {offsetY: -124}}",
                "      - expect: {header: {state: refreshing, text: Loading..., pullingPercent: 1}, scrollView: {offsetY: -118, insetTop: 118}}",
                "      - expect: {header: {state: idle, text: Pull down to refresh, pullingPercent: 0}, scrollView: {offsetY: -64}}",
            ])
        #expect(
            recording.text.contains(
                "      - drag: {dy: 40}   # finger down 40 pt\n      - drag: {dy: 20}\n      - expect: {header: {state: pulling"))
        #expect(recording.summary == "3 expectations recorded")
        #expect(!recording.reloaded.hasErrors)
    }

    @Test func everyStepRecordsAfterEachStep() throws {
        let (recording, outcomes) = try recorded(gestures, everyStep: true)
        #expect(outcomes.map(\.1) == [.recorded(6)])
        // The first drag: -64 - 40 = -104, idle at 40 / 54 = 0.74. The release changes nothing
        // of the header: only the scroll view is written.
        #expect(
            changedLines(gestures, recording.text).prefix(3) == [
                "      - expect: {header: {state: idle, text: Pull down to refresh, pullingPercent: 0.74}, scrollView: {offsetY: -104}}",
                "      - expect: {header: {state: pulling, text: Release to refresh, pullingPercent: 1.11}, scrollView: {offsetY: -124}}",
                "      - expect: {scrollView: {offsetY: -124}}",
            ])
    }

    /// A short pull changes no state: drag 30 from -64 is -94, above -118, and the bounce
    /// brings it back to -64, pullingPercent (-64 - -64) / 54 = 0. The end state is recorded.
    @Test func aScenarioWhereNoStateChangesRecordsItsEnd() throws {
        let yaml = headerSpec(steps: "      - drag: {dy: 30}\n      - release\n      - wait: 0.5")
        let (recording, outcomes) = try recorded(yaml)
        #expect(outcomes.map(\.1) == [.recorded(1)])
        #expect(
            changedLines(yaml, recording.text) == [
                "      - expect: {header: {state: idle, text: Pull down to refresh, pullingPercent: 0}, scrollView: {offsetY: -64}}"
            ])
    }

    @Test func aScenarioWithExpectationsIsLeftToUpdate() throws {
        let yaml = headerSpec(steps: "      - drag: {dy: 60}\n      - expect: {header: {state: pulling}}")
        let (recording, outcomes) = try recorded(yaml)
        #expect(!recording.changed)
        #expect(outcomes.map(\.1) == [.hasExpectations])
    }

    @Test func aFileOfBlockExpectationsGetsBlockOnesAtItsIndentation() throws {
        let yaml = """
            version: 1
            scrollView:
                frame: {width: 375, height: 667}
                contentSize: {width: 375, height: 1200}
            components:
                - id: header
                  type: header
            scenarios:
                - name: written
                  steps:
                      - drag: {dy: 10}
                      - expect:
                            header:
                                state: idle
                - name: new
                  steps:
                      - drag: {dy: 60}

            """
        // drag 60 from 0: offsetY -60 < -54 (0 - 54): pulling, 60 / 54 = 1.11.
        let (recording, _) = try recorded(yaml)
        #expect(
            recording.text.hasSuffix(
                """
                          - drag: {dy: 60}
                          - expect:
                                header:
                                    state: pulling
                                    text: Release to refresh
                                    pullingPercent: 1.11
                                scrollView:
                                    offsetY: -60

                """))
    }

    @Test func aFlowListGetsAFlowItem() throws {
        let yaml = headerSpec(steps: "").replacingOccurrences(of: "    steps:\n", with: "    steps: [drag: {dy: 60}]\n")
        let (recording, _) = try recorded(yaml)
        #expect(
            recording.text.contains(
                "steps: [drag: {dy: 60}, {expect: {header: {state: pulling, text: Release to refresh, pullingPercent: 1.11}, scrollView: {offsetY: -124}}}]"
            ))
    }

    @Test func windowsLineBreaksStay() throws {
        let yaml = gestures.replacingOccurrences(of: "\n", with: "\r\n")
        let (recording, _) = try recorded(yaml)
        let text = recording.text
        #expect(text.contains("- drag: {dy: 20}\r\n      - expect: {header: {state: pulling"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}
