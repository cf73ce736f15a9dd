/// The kinds of component, after MJRefresh's classes plus a scroll listener (SPEC.md §4 `type`).
public enum ComponentType: String, Sendable, Hashable, CaseIterable {
    /// Pulled down above the content (`MJRefreshHeader`, `mj_header`).
    case header
    /// Pulled up past the end of the content, released to load more (`MJRefreshBackFooter`).
    case backFooter
    /// Triggers by itself when it comes into view near the end (`MJRefreshAutoFooter`).
    case autoFooter
    /// Pulled left past the right edge of horizontal content (`MJRefreshTrailer`, `mj_trailer`).
    case trailer
    /// A listener block on the scroll view reporting the scroll direction while dragging.
    case scrollObserver

    /// The size along the component's axis when a spec gives none, MJRefresh's constants:
    /// header 54 (`MJRefreshHeaderHeight`), footers 44 (`MJRefreshFooterHeight`),
    /// trailer 60 (`MJRefreshTrailWidth`). A scroll observer has no size; 44 keeps the engine total.
    public var defaultSize: Double {
        switch self {
        case .header: 54
        case .trailer: 60
        case .backFooter, .autoFooter, .scrollObserver: 44
        }
    }

    /// Which of the scroll view's single slots the type occupies, if any: `mj_header`,
    /// `mj_footer` (back or auto) or `mj_trailer`.
    public var slot: String? {
        switch self {
        case .header: "header"
        case .backFooter, .autoFooter: "footer"
        case .trailer: "trailer"
        case .scrollObserver: nil
        }
    }

    /// The states this type can be in, in the order of SPEC.md.
    public var states: [RefreshState] {
        switch self {
        case .header: Self.headerStates
        case .backFooter, .trailer: Self.pulledFooterStates
        case .autoFooter: Self.autoFooterStates
        case .scrollObserver: []
        }
    }

    // Built once: the decoder asks for a type's states for every component.
    private static let headerStates: [RefreshState] = [.idle, .pulling, .refreshing, .willRefresh]
    private static let pulledFooterStates: [RefreshState] = [.idle, .pulling, .refreshing, .willRefresh, .noMoreData]
    private static let autoFooterStates: [RefreshState] = [.idle, .refreshing, .willRefresh, .noMoreData]

    /// Whether the type is one of MJRefresh's refresh components (everything but an observer).
    public var refreshes: Bool { self != .scrollObserver }

    /// The axis the type expects its scroll view to scroll along; nil for an observer (either).
    public var expectedAxis: Axis? {
        switch self {
        case .header, .backFooter, .autoFooter: .vertical
        case .trailer: .horizontal
        case .scrollObserver: nil
        }
    }
}
