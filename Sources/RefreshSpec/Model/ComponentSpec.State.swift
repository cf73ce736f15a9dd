extension ComponentSpec {
    /// A refresh state, as MJRefresh's `MJRefreshState`.
    public enum State: String, Sendable, Hashable, CaseIterable {
        case idle, pulling, refreshing, willRefresh, noMoreData
    }
}
