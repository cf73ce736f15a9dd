import RefreshSpec
import Testing
import YAML

@testable import RefreshLocalization

/// `strings import`'s three-way rule: the export manifest is the base, the spec is ours, the
/// translation file theirs.
@Suite struct StringsImportThreeWayTests {
    /// The spec now: `feed.idle` as exported, `feed.refreshing` changed since (it was 'Loading').
    static let loaded = Spec.load(
        source: Source(
            path: "spec.yaml",
            bytes: Array(
                """
                version: 1
                scrollView: {frame: {width: 375, height: 667}}
                strings:
                  en: {feed.idle: Pull, feed.refreshing: Loading news}
                components:
                  - {id: header, type: header, labels: {idle: feed.idle, refreshing: feed.refreshing}}
                """.utf8)))

    /// What the export wrote: 'Pull' and 'Loading'.
    static let manifest: ExportManifest = {
        var manifest = ExportManifest()
        manifest.record("en", [("feed.idle", "Pull"), ("feed.refreshing", "Loading")])
        return manifest
    }()

    private func decide(_ entries: [(key: String, value: String)], theirs: Bool = false) -> StringsImport.ThreeWay {
        StringsImport.decide([("en", entries)], for: Self.loaded, exported: Self.manifest, takingTheirs: theirs)
    }

    @Test func aTextChangedOnlyInTheFileIsTaken() {
        let decided = decide([("feed.idle", "Drag")])
        #expect(decided.imported.map(\.locale) == ["en"])
        #expect(decided.imported.first?.entries.map(\.value) == ["Drag"])
        #expect(decided.decisions.isEmpty)
    }

    @Test func aTextChangedOnlyInTheSpecIsKeptNewer() {
        let decided = decide([("feed.refreshing", "Loading")])
        #expect(decided.imported.isEmpty)
        // Line 4 holds the spec's en texts.
        #expect(
            decided.decisions == [
                .init(kind: .keptNewer, line: 4, locale: "en", key: "feed.refreshing", spec: "Loading news", file: "Loading")
            ])
        #expect(decided.conflicts == 0)
    }

    @Test func aTextChangedInBothIsAConflictTakenOnlyWithTheirs() {
        let decided = decide([("feed.refreshing", "Fetching")])
        #expect(decided.imported.isEmpty)
        #expect(decided.decisions.map(\.kind) == [.conflict])
        #expect(decided.conflicts == 1)
        let theirs = decide([("feed.refreshing", "Fetching")], theirs: true)
        #expect(theirs.imported.first?.entries.map(\.value) == ["Fetching"])
        #expect(theirs.decisions.map(\.kind) == [.conflictTakingTheirs])
        #expect(theirs.conflicts == 0)
    }

    /// A text equal to the spec's, and one the manifest does not know, pass as without one.
    @Test func equalAndUnknownTextsPassThrough() {
        let decided = decide([("feed.idle", "Pull"), ("feed.pulling", "Release")])
        #expect(decided.imported.first?.entries.map(\.key) == ["feed.idle", "feed.pulling"])
        #expect(decided.decisions.isEmpty)
    }

    /// A text the spec shows from a fallback (it has no fr of its own) has not changed in the
    /// spec, whatever another spec exported for fr: the file's is taken.
    @Test func aTextTheSpecShowsFromAFallbackIsTaken() {
        var manifest = Self.manifest
        manifest.record("fr", [("feed.idle", "Tirez")])
        let decided = StringsImport.decide(
            [("fr", [("feed.idle", "Tirez")])], for: Self.loaded, exported: manifest, takingTheirs: false)
        #expect(decided.imported.first?.entries.map(\.value) == ["Tirez"])
        #expect(decided.decisions.isEmpty)
    }
}
