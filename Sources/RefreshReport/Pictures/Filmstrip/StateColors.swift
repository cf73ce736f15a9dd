import RefreshCore

/// The colour of each refresh state, one palette for every picture: the filmstrip's tints and
/// legend, the timeline's state bands and legend. Dark enough for white text on it, light enough
/// to show on a dark page.
enum StateColors {
    /// The colour a component in `state` is tinted and outlined with.
    static func color(_ state: RefreshState) -> String {
        switch state {
        case .idle: "#6E7781"
        case .pulling: "#BF8700"
        case .refreshing: "#0969DA"
        case .willRefresh: "#8250DF"
        case .noMoreData: "#953800"
        }
    }
}
