import Foundation
import Testing

/// The 15th of last month reads "Today" on the 15th, as in MJRefresh (MJRefreshStateHeader.m,
/// `[cmp1 day] == [cmp2 day]`): `run`'s event reasons say why while the label shows it
/// (`specs/last-updated-today.yaml`, whose clock reaches the 15th after it starts), and `validate`
/// warns at `lastUpdated.at` when the clock starts on that day
/// (`Tests/Fixtures/Warnings/today-by-day-of-month.yaml`).
@Suite struct LastUpdatedTodayReportTests {
    private static let note =
        "the last-updated label shows \\\"today\\\" for 2026-02-15 18:45: MJRefresh compares only the day of the month"

    @Test func runReasonsSayTodayIsAnotherMonth() throws {
        let result = try CommandRunner.run([
            "run", "specs/last-updated-today.yaml", "--format", "jsonl", "--scenario",
            "the 15th of last month reads Today on the 15th",
        ])
        #expect(result.status == 0)
        // The pull (-60 < -54) and the release both happen after midnight, while the label reads
        // Today 18:45; endRefreshing records 00:00 of the same day, which needs no note.
        #expect(result.stdout.contains("\"reason\":\"offsetY -60 < threshold -54 while dragging; \(Self.note)\""))
        #expect(result.stdout.components(separatedBy: Self.note).count - 1 == 2)
        #expect(result.stdout.contains("\"reason\":\"endRefreshing\""))
    }

    @Test func validateWarnsAtTheLastUpdate() throws {
        let fixture = "Tests/Fixtures/Warnings/today-by-day-of-month.yaml"
        let result = try CommandRunner.run(["validate", fixture])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "\(fixture):19:23: warning: the last update 2026-02-15 18:45 is in another month than "
                    + "the clock's 2026-03-15 09:30"))
    }
}
