import Foundation
import Testing

/// `specs/last-updated-today.yaml`: the 15th of last month reads "Today" on the 15th, as in
/// MJRefresh (MJRefreshStateHeader.m, `[cmp1 day] == [cmp2 day]`); `validate` warns at
/// `lastUpdated.at` and `run`'s event reasons say why while the label shows it.
@Suite struct LastUpdatedTodayReportTests {
    private static let note =
        "the last-updated label shows \\\"today\\\" for 2026-02-15 18:45: MJRefresh compares only the day of the month"

    @Test func runReasonsSayTodayIsAnotherMonth() throws {
        let result = try CommandRunner.run([
            "run", "specs/last-updated-today.yaml", "--format", "jsonl", "--scenario",
            "the 15th of last month reads Today on the 15th",
        ])
        #expect(result.status == 0)
        // The pull (-60 < -54) and the release both happen while the label reads Today 18:45;
        // endRefreshing records 09:30 of the same day, which needs no note.
        #expect(result.stdout.contains("\"reason\":\"offsetY -60 < threshold -54 while dragging; \(Self.note)\""))
        #expect(result.stdout.components(separatedBy: Self.note).count - 1 == 2)
        #expect(result.stdout.contains("\"reason\":\"endRefreshing\""))
    }

    @Test func validateWarnsAtTheLastUpdate() throws {
        let result = try CommandRunner.run(["validate", "specs/last-updated-today.yaml"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "specs/last-updated-today.yaml:30:23: warning: the last update 2026-02-15 18:45 is in another month than "
                    + "the clock's 2026-03-15 09:30"))
    }
}
