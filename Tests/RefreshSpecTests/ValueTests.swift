import RefreshCore
import RefreshSpec
import Testing

/// Colors, times and the built-in catalog.
@Suite struct ValueTests {
    @Test(arguments: [
        ("#abc", "#AABBCC"), ("#5a5a5a", "#5A5A5A"), ("#11223344", "#11223344"), ("#000000ff", "#000000"),
    ])
    func colorsPrintAsReportsDo(_ input: String, _ printed: String) throws {
        #expect(try #require(Color(hex: input)).description == printed)
    }

    @Test(arguments: ["5A5A5A", "#12345", "#GGGGGG", "#", "#1234567890", "#ａｂｃ"])
    func invalidColors(_ input: String) {
        #expect(Color(hex: input) == nil)
    }

    @Test func timesAreSecondsSince1970() {
        #expect(Timestamp(iso8601: "1970-01-01T00:00:00Z")?.secondsSince1970 == 0)
        #expect(Timestamp(iso8601: "2026-01-01T12:00:00Z")?.secondsSince1970 == 1_767_268_800)
        #expect(Timestamp(iso8601: "2026-01-01T20:00:00+08:00")?.secondsSince1970 == 1_767_268_800)
        #expect(Timestamp(iso8601: "2026-01-01T07:00-0500")?.secondsSince1970 == 1_767_268_800)
        #expect(Timestamp(iso8601: "2024-02-29T00:00:00.5Z")?.secondsSince1970 == 1_709_164_800.5)
        #expect(Timestamp(iso8601: "1969-12-31T23:59:59Z")?.secondsSince1970 == -1)
    }

    @Test(arguments: [
        "2026-01-01", "2026-01-01T12:00:00", "2025-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
        "2026-01-01T24:00:00Z", "2026-01-01T12:00:00+25:00", "2026-01-01T12:00:00.Z", "yesterday",
    ])
    func invalidTimes(_ input: String) {
        #expect(Timestamp(iso8601: input) == nil)
    }

    @Test func englishCatalogHasEveryBuiltInKey() {
        let keys = [
            "header.idle", "header.pulling", "header.refreshing", "header.lastTime", "header.today", "header.noRecord",
            "backFooter.idle", "backFooter.pulling", "backFooter.refreshing", "backFooter.noMoreData",
            "autoFooter.idle", "autoFooter.refreshing", "autoFooter.noMoreData", "trailer.idle", "trailer.pulling",
        ]
        #expect(LabelCatalog.builtIn.locales["en"].map { Set($0.keys) } == Set(keys))
        #expect(LabelCatalog.builtIn.defaultKey(for: .header, state: .willRefresh) == nil)
        #expect(LabelCatalog.builtIn.defaultKey(for: .autoFooter, state: .noMoreData) == "autoFooter.noMoreData")
    }
}
