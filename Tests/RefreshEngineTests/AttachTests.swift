import RefreshCore
import Testing

@testable import RefreshEngine

/// A component made before it is attached (MJRefresh Example: `beginRefreshing` on a header,
/// then `tableView.mj_header = header`). MJRefreshComponent's `beginRefreshing` enters
/// willRefresh when `self.window` is nil; `drawRect:` turns willRefresh into refreshing once the
/// component is shown.
@Suite struct AttachTests {
    /// SPEC.md §1's feed: inset top 64, header 54. Detached, beginRefreshing leaves the insets
    /// alone (willRefresh); attached, it refreshes: inset top 64 + 54 = 118, offset -118
    /// (MJRefreshHeader's refreshing branch).
    @Test func aHeaderBegunBeforeAttachingRefreshesOnceAttached() {
        let scrollView = feedScrollView()
        let header = Header(id: "header")
        scrollView.register(header)
        header.beginRefreshing()
        #expect(header.state == .willRefresh)
        #expect(scrollView.contentInset.top == 64)
        #expect(scrollView.takeEvents().map(\.to) == [.willRefresh])
        scrollView.attach(header)
        #expect(header.state == .refreshing)
        #expect(scrollView.contentInset.top == 118)
        #expect(scrollView.contentOffset.y == -118)
        // Setting mj_header to the header it holds changes nothing.
        scrollView.attach(header)
        #expect(scrollView.listeners.count == 1)
    }

    /// Snapshots keep the order the components were made in, also after a late attach; a
    /// waiting component says it is not attached.
    @Test func snapshotsKeepTheOrderTheComponentsWereMadeIn() {
        let scrollView = feedScrollView()
        let header = Header(id: "header")
        scrollView.register(header)
        scrollView.attach(BackFooter(id: "more"))
        #expect(scrollView.attachmentSnapshots().map(\.id) == ["header", "more"])
        guard case .component(let waiting) = scrollView.attachmentSnapshots()[0] else {
            Issue.record("the header has no snapshot")
            return
        }
        #expect(!waiting.attached)
        scrollView.attach(header)
        #expect(scrollView.attachmentSnapshots().map(\.id) == ["header", "more"])
        #expect(scrollView.listeners.map(\.id) == ["more", "header"])
    }
}
