import Diagnostics
import Foundation
import RefreshSpec
import Testing
import YAML

/// The specs of `Tests/Fixtures/Warnings` load and run, and each shows exactly the warnings it
/// is there for (the examples of `specs/` show none: ``ExampleSpecTests``).
@Suite struct WarningFixtureTests {
    /// `Tests/Fixtures/Warnings/`, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Warnings")

    /// Each fixture's warnings as `line:col rule: message`.
    static let expected = [
        // `setLocale: fr` shows the file's own keys from defaultLocale.
        "fallback-to-default-locale.yaml": ["feed.idle", "feed.pulling"].map {
            "25:20 missing-translation: locale 'fr' has no '\($0)'; it falls back to 'en' of strings"
        },
        // The clock starts on the 15th, the day number of a last update in February.
        "today-by-day-of-month.yaml": [
            "19:23 today-by-day-of-month: the last update 2026-02-15 18:45 is in another month than the clock's "
                + "2026-03-15 09:30, but MJRefresh compares only the day of the month, so the label shows \"today\"; "
                + "write 'today: calendarDay' to compare whole dates"
        ],
        // The trailer stacks "Release for all stories" a character a line: its 20 characters but
        // spaces × 1.2 × 14 = 336 pt, in a carousel 220 pt tall.
        "text-too-wide.yaml": [
            "13:43 text-too-wide: en: 'Release for all stories' is 336 pt tall, a character a line, at 14 pt bold; "
                + "the trailer 'stories' leaves 220 pt"
        ],
    ]

    @Test func everyFixtureIsListed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(names.sorted() == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted()) func showsItsWarningsOnly(_ name: String) throws {
        let source = try Source.read(path: Self.folder.appendingPathComponent(name).path)
        let result = Spec.load(source: source)
        #expect(result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" } == Self.expected[name])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        let spec = try #require(result.spec)
        #expect(spec.name + ".yaml" == name)
    }
}
