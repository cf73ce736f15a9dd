import Diagnostics
import Testing

@testable import RefreshLocalization

/// The manifest `strings export` writes beside its files: FNV-1a 64 hashes per locale and key.
@Suite struct ExportManifestTests {
    /// FNV-1a 64's published test vectors (Fowler, Noll and Vo): "" is the offset basis itself,
    /// "a" = (0xcbf29ce484222325 ^ 0x61) × 0x100000001b3 mod 2^64 = 0xaf63dc4c8601ec8c, and
    /// "foobar" = 0x85944171f73967e8.
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func theHashIsFNV1a64(text: String, hash: String) {
        #expect(ExportManifest.hash(text) == hash)
    }

    @Test func aRenderedManifestReadsBack() throws {
        var manifest = ExportManifest()
        manifest.record("zh-Hans", [("feed.refreshing", "正在获取新闻..."), ("feed.idle", "下拉刷新")])
        manifest.record("en", [("feed.idle", "Pull \"down\"\n")])
        let text = manifest.render()
        #expect(text.hasPrefix("{\n  \"hash\" : \"fnv1a-64\",\n  \"texts\" : {\n    \"en\" : {\n      \"feed.idle\" : \""))
        #expect(try ExportManifest.parse(Array(text.utf8), path: "m.json") == manifest)
        #expect(manifest.isExported("正在获取新闻...", locale: "zh-Hans", key: "feed.refreshing") == true)
        #expect(manifest.isExported("正在加载新闻…", locale: "zh-Hans", key: "feed.refreshing") == false)
        #expect(manifest.isExported("Hi", locale: "fr", key: "feed.idle") == nil)
    }

    /// A later export of other keys adds to the manifest and keeps what it had.
    @Test func recordingKeepsTheKeysNotExportedAgain() {
        var manifest = ExportManifest()
        manifest.record("en", [("feed.idle", "Pull"), ("more.idle", "Up")])
        manifest.record("en", [("feed.idle", "Drag")])
        #expect(manifest.hashes["en"]?.keys.sorted() == ["feed.idle", "more.idle"])
        #expect(manifest.isExported("Drag", locale: "en", key: "feed.idle") == true)
    }

    /// Columns count from 1: on line 2, ` "texts": {"en": {"a": 1}}}` has the 1 at column 24 and
    /// ` "texts": {"en": {"a": "1",}}}` the `}` after the comma at column 28.
    @Test(arguments: [
        (#"{"hash": "md5", "texts": {}}"#, "1:10: not an export manifest: the hash is not \"fnv1a-64\""),
        (
            "{\"hash\": \"fnv1a-64\",\n \"texts\": {\"en\": {\"a\": 1}}}",
            "2:24: not an export manifest: the hash of 'a' in en is not a text in quotes"
        ),
        (
            "{\"hash\": \"fnv1a-64\",\n \"texts\": {\"en\": {\"a\": \"1\",}}}",
            "2:28: not an export manifest: expected a key in double quotes"
        ),
        (#"{"hash": "fnv1a-64"}"#, "1:1: not an export manifest: the top level has no \"texts\" object"),
    ])
    func aMalformedManifestIsLocated(text: String, expected: String) {
        #expect(throws: Diagnostic.self) { try ExportManifest.parse(Array(text.utf8), path: "m.json") }
        do {
            _ = try ExportManifest.parse(Array(text.utf8), path: "m.json")
        } catch {
            #expect("\(error.mark.line):\(error.mark.column): \(error.message)" == expected)
            #expect(error.rule == LocalizationRule.manifestSyntax.rawValue)
        }
    }
}
