import RefreshRecord
import Testing

/// Values an alias shares, and fields a component lacks, are not written: a located error says why.
@Suite struct SharedValueTests {
    @Test func aValueAnAliasSharesIsNotRewritten() throws {
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}, contentSize: {width: 375, height: 1200}, contentInset: {top: 64}}
            components: [{id: header, type: header}]
            scenarios:
              - name: one
                steps: &pull
                  - drag: {dy: 40}
                  - expect: {header: {state: pulling}}
              - name: two
                steps: *pull

            """
        let recording = try updated(yaml, .failed)
        #expect(!recording.changed)
        #expect(recording.problems.count == 1, "said once, though two scenarios meet it")
        let problem = try #require(recording.problems.first)
        #expect(problem.rule == "expectation-not-recorded")
        #expect("\(problem.mark)" == "8:27")
        #expect(problem.message.contains("shared through a YAML alias"))
    }

    @Test func anAnchorNoAliasRepeatsIsRewritten() throws {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 40}
                      - expect: &only {header: {state: pulling}}
                """)
        #expect(changedLines(yaml, try updated(yaml, .failed).text) == ["      - expect: &only {header: {state: idle}}"])
    }

    /// A scroll observer has no event until the finger moves up or down past a bounce (DESIGN.md's
    /// scroll observer): pulling down from the top is a top bounce, ignored.
    @Test func anObserverWithoutAnEventIsNotWritten() throws {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 40}
                      - expect: {watcher: {lastEvent: {direction: down}}, header: {state: idle}}
                """,
            header: "{id: header, type: header}\n  - {id: watcher, type: scrollObserver}")
        let recording = try updated(yaml, .all)
        #expect(
            recording.problems.map(\.message) == [
                "'watcher.lastEvent' is not written: the scroll observer has reported no event yet at this step"
            ])
    }
}
