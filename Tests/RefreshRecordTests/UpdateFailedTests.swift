import RefreshRecord
import Testing

/// `test --update` (failed): each failing field gets the run's value, nothing else changes.
@Suite struct UpdateFailedTests {
    // drag 40 from offsetY -64: offsetY = -64 - 40 = -104, above the threshold -118 (-64 - 54),
    // so the header is idle with pullingPercent (-64 - -104) / 54 = 0.7407.
    private let spec = headerSpec(
        steps: """
                  - drag: {dy: 40}     # finger down 40 pt

                  - expect: {header: {state: pulling}, scrollView: {offsetY: -104.0, insetTop: 64}}
                  - expect:
                      header:
                        pullingPercent: 0.5   # wrong
                        text: 'Pull'
            """)

    @Test func onlyTheFailedValuesChange() throws {
        let recording = try updated(spec, .failed)
        #expect(
            changedLines(spec, recording.text) == [
                "      - expect: {header: {state: idle}, scrollView: {offsetY: -104.0, insetTop: 64}}",
                "            pullingPercent: 0.74   # wrong",
                "            text: 'Pull down to refresh'",
            ])
        #expect(recording.updated == 3)
        #expect(recording.summary == "3 expectations updated")
        #expect(recording.problems.isEmpty)
    }

    @Test func allRewritesPassingValuesAsTheToolPrintsThem() throws {
        let recording = try updated(spec, .all)
        // -104.0 passes, but is written as the tool prints it; insetTop 64 already is.
        #expect(recording.text.contains("scrollView: {offsetY: -104, insetTop: 64}}"))
        #expect(recording.updated == 4)
    }

    @Test(arguments: [UpdateMode.failed, .missing, .all])
    func aSecondUpdateChangesNoByte(_ mode: UpdateMode) throws {
        let first = try updated(spec, mode)
        #expect(first.changed)
        let second = try updated(first.text, mode)
        #expect(!second.changed)
        #expect(second.bytes == first.bytes)
        #expect(second.summary == "up to date")
    }

    @Test func theUpdatedSpecPasses() throws {
        let recording = try updated(spec, .failed)
        #expect(!recording.reloaded.hasErrors)
        let reloaded = try #require(recording.reloaded.spec)
        #expect(reloaded.scenarios.count == 1)
    }

    /// Texts are quoted only where YAML needs it, and non-ASCII is written as itself.
    @Test(arguments: [
        // A plain text stays plain; in a flow mapping a comma needs quotes.
        ("{text: 'Release, then wait'}", "{text: x}", "\"Release, then wait\""),
        // A colon and a space need quotes anywhere.
        ("{text: 'Release: now'}", "{text: x}", "\"Release: now\""),
        // YAML 1.1 reads yes as true: quoted.
        ("{text: 'yes'}", "{text: x}", "\"yes\""),
        ("{text: 松开立即刷新}", "{text: x}", "松开立即刷新"),
        // A double-quoted text stays double-quoted.
        ("{text: 松开立即刷新}", "{text: \"x\"}", "\"松开立即刷新\""),
    ])
    func textsAreQuotedOnlyWhereYAMLNeedsIt(_ label: String, _ written: String, _ expected: String) throws {
        // drag 60: offsetY -124 < -118, pulling: the pulling label shows.
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 60}
                      - expect: {header: \(written)}
                """,
            header: "{id: header, type: header, labels: {pulling: \(label)}}")
        let recording = try updated(yaml, .failed)
        #expect(changedLines(yaml, recording.text) == ["      - expect: {header: {text: \(expected)}}"])
    }

    /// Numbers are written rounded to two decimals without trailing zeros, never as the float
    /// they are (drag 64: pullingPercent = 64 / 54 = 1.185185…).
    @Test func numbersAreWrittenAsTheToolPrintsThem() throws {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 64}
                      - expect: {header: {pullingPercent: 2}, scrollView: {offsetY: 0}}
                """)
        let recording = try updated(yaml, .failed)
        // offsetY = -64 - 64 = -128.
        #expect(
            changedLines(yaml, recording.text) == [
                "      - expect: {header: {pullingPercent: 1.19}, scrollView: {offsetY: -128}}"
            ])
    }
}
