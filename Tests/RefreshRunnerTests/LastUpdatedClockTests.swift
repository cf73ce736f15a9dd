import RefreshRunner
import RefreshSpec
import Testing
import YAML

@Suite struct LastUpdatedClockTests {
    /// The header's last update, 2025-12-31T20:30Z, read on the clock 2026-01-01T12:00Z.
    private func detailText(timeZone: String) throws -> String? {
        let text = """
            version: 1
            clock: {now: "2026-01-01T12:00:00Z", timeZone: "\(timeZone)"}
            scrollView:
              frame: {width: 375, height: 667}
            components:
              - id: header
                type: header
                lastUpdated: {at: "2025-12-31T20:30:00Z"}
            scenarios:
              - name: look
                steps:
                  - wait: 0

            """
        let result = Spec.load(source: Source(path: "clock.yaml", bytes: Array(text.utf8)))
        let spec = try #require(result.spec, "\(result.diagnostics.map(\.message))")
        let step = try #require(Runner().run(spec, path: "clock.yaml").scenarios.first?.steps.first)
        guard case .component(let header) = step.components.first else { return nil }
        return header.detailText
    }

    @Test func fixedOffsetsMoveTheDay() throws {
        // At +08:00 the update is 2026-01-01 04:30 and now is 2026-01-01 20:00: the same day.
        #expect(try detailText(timeZone: "+08:00") == "Last update: Today 04:30")
        // At -05:00 the update is 2025-12-31 15:30, now 2026-01-01 07:00: another year.
        #expect(try detailText(timeZone: "-0500") == "Last update: 2025-12-31 15:30")
    }

    @Test func ianaNamesAndUTC() throws {
        // Asia/Tokyo is +09:00 all year: 2026-01-01 05:30, the same day as now (21:00).
        #expect(try detailText(timeZone: "Asia/Tokyo") == "Last update: Today 05:30")
        // In UTC the update is on 2025-12-31: another year.
        #expect(try detailText(timeZone: "UTC") == "Last update: 2025-12-31 20:30")
    }

    @Test func unknownZoneIsAnErrorAtItsValue() {
        let text =
            "version: 1\nclock: {timeZone: Mars/Olympus}\nscrollView: {frame: {width: 1, height: 1}}\ncomponents: [{id: h, type: header}]\n"
        let result = Spec.load(source: Source(path: "clock.yaml", bytes: Array(text.utf8)))
        #expect(result.diagnostics.map(\.rule) == ["invalid-time"])
        // "clock: {timeZone: " is 18 characters: the value starts at column 19.
        #expect(result.diagnostics.first?.mark == Mark(line: 2, column: 19))
    }
}
