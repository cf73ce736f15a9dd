import RefreshRecord
import Testing

/// `test --update=missing`: subjects named with no fields get the fields that describe them.
@Suite struct UpdateMissingTests {
    // drag 60 from -64: offsetY -124 < -118 (-64 - 54): pulling, pullingPercent 60 / 54 = 1.11.
    private func filled(_ expect: String) throws -> [String] {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 60}
                \(expect)
                """)
        let recording = try updated(yaml, .missing)
        #expect(recording.filled >= 1)
        #expect(recording.reloaded.diagnostics.isEmpty, "no placeholder warning is left")
        return changedLines(yaml, recording.text)
    }

    private let header = "{state: pulling, text: Release to refresh, pullingPercent: 1.11}"

    @Test func anEmptyFlowMappingIsFilled() throws {
        #expect(try filled("      - expect: {header: {}}") == ["      - expect: {header: \(header)}"])
    }

    @Test func aBareWordBecomesAMappingInAFileOfFlowExpectations() throws {
        #expect(try filled("      - expect: header") == ["      - expect: {header: \(header)}"])
    }

    @Test func aKeyWithoutValueInAFlowMappingGetsOne() throws {
        // The scroll view: the offset along its axis, and no inset, as none differs from the spec's.
        #expect(
            try filled("      - expect: {header: , scrollView: }")
                == ["      - expect: {header: \(header), scrollView: {offsetY: -124}}"])
    }

    @Test func anExplicitNullIsReplaced() throws {
        #expect(try filled("      - expect: {scrollView: ~}") == ["      - expect: {scrollView: {offsetY: -124}}"])
    }

    @Test func aKeyWithoutValueInABlockMappingGetsBlockLines() throws {
        let lines = try filled(
            """
                  - expect:
                      header:     # to fill
                      scrollView: {offsetY: -124}
            """)
        #expect(
            lines == ["            state: pulling", "            text: Release to refresh", "            pullingPercent: 1.11"])
    }

    @Test func failedModeLeavesPlaceholdersAlone() throws {
        let yaml = headerSpec(steps: "      - expect: {header: {}}")
        #expect(try !updated(yaml, .failed).changed)
    }

    /// Insets are written when they differ from the spec's contentInset: a refreshing header
    /// holds insetTop 64 + 54 = 118 and offsetY -118.
    @Test func insetsThatDifferFromRestAreWritten() throws {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 60}
                      - release
                      - wait: 0.3
                      - expect: {scrollView: {}}
                """)
        #expect(
            changedLines(yaml, try updated(yaml, .missing).text) == [
                "      - expect: {scrollView: {offsetY: -118, insetTop: 118}}"
            ])
    }

    /// A right-to-left locale's layout direction is written: it is what mirrors the header.
    @Test func rightToLeftIsWritten() throws {
        let yaml = headerSpec(steps: "      - drag: {dy: 60}\n      - expect: {header: }")
            .replacingOccurrences(of: "  - name: pull\n", with: "  - name: pull\n    locale: ar\n")
        let lines = changedLines(yaml, try updated(yaml, .missing).text)
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix(", pullingPercent: 1.11, layoutDirection: rtl}}") == true)
    }

    /// alpha and hidden are written when they change during the scenario: with
    /// automaticallyChangeAlpha, alpha follows pullingPercent (40 / 54 = 0.74).
    @Test func alphaIsWrittenWhenItChanges() throws {
        let yaml = headerSpec(
            steps: """
                      - drag: {dy: 40}
                      - expect: {header: }
                      - drag: {dy: 10}
                """,
            header: "{id: header, type: header, automaticallyChangeAlpha: true}")
        #expect(
            changedLines(yaml, try updated(yaml, .missing).text) == [
                "      - expect: {header: {state: idle, text: Pull down to refresh, pullingPercent: 0.74, alpha: 0.74}}"
            ])
    }
}
