import RefreshCore

/// The colour of each refresh state, shared by the components' tint and the legend.
enum StateColors {
    /// The colour a component in `state` is tinted and outlined with.
    static func color(_ state: RefreshState) -> String {
        switch state {
        case .idle: "#8A8F98"
        case .pulling: "#E0A100"
        case .refreshing: "#2F7DE1"
        case .willRefresh: "#7B61FF"
        case .noMoreData: "#3C3C43"
        }
    }
}
