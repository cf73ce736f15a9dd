import Foundation
import Testing

/// `run --format jsonl` says which way each component is laid out, step by step.
@Suite struct LayoutDirectionReportTests {
    @Test func arabicStepsSayRightToLeft() throws {
        let result = try CommandRunner.run([
            "run", "specs/localization.yaml", "--format", "jsonl", "--scenario",
            "setLocale switches every label at once, Arabic mirrors the layout",
        ])
        #expect(result.status == 0)
        let directions = result.stdout.split(separator: "\n").map { line in
            line.contains("\"layoutDirection\":\"rtl\"") ? "rtl" : line.contains("\"layoutDirection\":\"ltr\"") ? "ltr" : "-"
        }
        #expect(directions == ["ltr", "ltr", "ltr", "rtl", "rtl", "rtl", "rtl", "rtl", "rtl"])
    }
}
