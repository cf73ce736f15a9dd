extension ComponentSpec {
    /// A refresh state, as MJRefresh's `MJRefreshState`.
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// At rest.
        case idle
        /// Pulled past the threshold; releasing refreshes.
        case pulling
        /// Refreshing.
        case refreshing
        /// Asked to refresh while the scroll view is not in a window.
        case willRefresh
        /// Footers and trailers: nothing more to load.
        case noMoreData
    }
}
