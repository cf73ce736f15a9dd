/// The kind of a refresh component attached to a scroll view.
public enum ComponentType: String, Sendable, Hashable {
    /// Pull-down header (`mj_header`).
    case header
    /// Back footer: pull up past the end, release to load more.
    case backFooter
    /// Auto footer: loads more when it comes into view.
    case autoFooter
    /// Horizontal trailer (`mj_trailer`): the back footer along x.
    case trailer
    /// A listener block on the scroll view reporting scroll directions.
    case scrollObserver

    /// The default size of the component along its axis: header 54, footers 44, trailer 60.
    var defaultSize: Double {
        switch self {
        case .header: 54
        case .trailer: 60
        case .backFooter, .autoFooter, .scrollObserver: 44
        }
    }
}
