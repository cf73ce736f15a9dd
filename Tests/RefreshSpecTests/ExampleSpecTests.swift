import Foundation
import RefreshSpec
import Testing
import YAML

/// Every spec in the repository's `specs/` folder validates with no diagnostics at all, but for
/// the fallbacks `locale-switch.yaml` and the day-of-month "today" `last-updated-today.yaml`
/// show on purpose.
@Suite struct ExampleSpecTests {
    /// `specs/`, found from this file's path: Tests/RefreshSpecTests/ExampleSpecTests.swift.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    }

    @Test func thereIsOneSpecPerComponentType() throws {
        let types = try Self.files.flatMap { try load($0).components.map(\.type) }
        #expect(Set(types) == Set(ComponentSpec.ComponentType.allCases))
    }

    @Test(arguments: files) func validatesCleanly(_ name: String) throws {
        let spec = try load(name)
        #expect(!spec.scenarios.isEmpty)
        #expect(spec.name + ".yaml" == name)
    }

    /// `setLocale: fr` shows the file's own keys from defaultLocale, as `missing-translation` says.
    private static let expected = [
        "locale-switch.yaml": [
            "feed.idle", "feed.pulling", "feed.refreshing", "more.idle", "more.pulling", "more.refreshing", "more.noMoreData",
        ]
        .map { "92:20 missing-translation: locale 'fr' has no '\($0)'; it falls back to 'en' of strings" },
        "last-updated-today.yaml": [
            "30:23 today-by-day-of-month: the last update 2026-02-15 18:45 is in another month than the clock's "
                + "2026-03-15 09:30, but MJRefresh compares only the day of the month, so the label shows \"today\"; "
                + "write 'today: calendarDay' to compare whole dates"
        ],
    ]

    private func load(_ name: String) throws -> Spec {
        let source = try Source.read(path: Self.folder.appendingPathComponent(name).path)
        let result = Spec.load(source: source)
        #expect(result.diagnostics.map { "\($0.mark) \($0.rule): \($0.message)" } == Self.expected[name] ?? [], "\(name)")
        return try #require(result.spec)
    }
}
