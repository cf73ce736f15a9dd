import Testing
import YAML

@testable import RefreshSpec

/// The keys a spec's labels look up: in first-use order, each once.
@Suite struct StringsUsageTests {
    private func keys(_ components: String) throws -> [String] {
        let yaml = """
            version: 1
            scrollView: {frame: {width: 375, height: 667}}
            strings:
              en: {feed.idle: Pull, feed.pulling: Release, more.idle: More}
            components:
            \(components)
            """
        let spec = try #require(Spec.load(source: Source(path: "feed.yaml", bytes: Array(yaml.utf8))).spec)
        return StringsUsage.keys(of: spec)
    }

    @Test func stateOrderThenLastUpdatedWords() throws {
        let found = try keys(
            """
              - {id: header, type: header, style: state, labels: {pulling: feed.pulling, idle: feed.idle, refreshing: {text: Wait}}}
              - {id: more, type: backFooter, style: state, labels: {idle: more.idle, pulling: feed.pulling}}
            """)
        #expect(
            found == [
                "feed.idle", "feed.pulling", "header.lastTime", "header.today", "header.noRecord", "more.idle",
                "backFooter.refreshing", "backFooter.noMoreData",
            ])
    }

    @Test func hiddenLastUpdatedUsesNoWords() throws {
        let found = try keys(
            """
              - {id: header, type: header, style: state, labels: {idle: feed.idle}, lastUpdated: {hidden: true}}
              - {id: more, type: backFooter, style: state, labels: {idle: feed.idle, pulling: feed.idle}}
            """)
        #expect(found == ["feed.idle", "header.pulling", "header.refreshing", "backFooter.refreshing", "backFooter.noMoreData"])
    }
}
