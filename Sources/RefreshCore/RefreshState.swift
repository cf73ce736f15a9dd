/// The states of a refresh component, MJRefresh's `MJRefreshState` (SPEC.md §5).
public enum RefreshState: String, Sendable, Hashable, CaseIterable {
    /// At rest.
    case idle
    /// Pulled past the threshold while dragging: releasing starts a refresh.
    case pulling
    /// Refreshing: the refreshing callback runs.
    case refreshing
    /// `beginRefreshing` was called while the scroll view was not in a window.
    case willRefresh
    /// Footers and trailer: everything is loaded.
    case noMoreData

    /// MJRefresh's `isRefreshing`: refreshing or about to.
    public var isRefreshing: Bool { self == .refreshing || self == .willRefresh }
}
