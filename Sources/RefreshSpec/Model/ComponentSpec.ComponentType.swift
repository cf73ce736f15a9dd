extension ComponentSpec {
    /// The kinds of component, after MJRefresh's classes plus a scroll listener.
    public enum ComponentType: String, Sendable, Hashable, CaseIterable {
        /// Pulled down above the content (`MJRefreshHeader`).
        case header
        /// Pulled up below the content (`MJRefreshBackFooter`).
        case backFooter
        /// Triggers by itself near the end of the content (`MJRefreshAutoFooter`).
        case autoFooter
        /// Pulled left past the right edge of horizontal content (`MJRefreshTrailer`).
        case trailer
        /// A listener reporting the scroll direction while dragging.
        case scrollObserver

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
        public var states: [State] {
            switch self {
            case .header: Self.headerStates
            case .backFooter, .trailer: Self.pulledFooterStates
            case .autoFooter: Self.autoFooterStates
            case .scrollObserver: []
            }
        }

        // Built once: the decoder asks for a type's states for every component.
        private static let headerStates: [State] = [.idle, .pulling, .refreshing, .willRefresh]
        private static let pulledFooterStates: [State] = [.idle, .pulling, .refreshing, .willRefresh, .noMoreData]
        private static let autoFooterStates: [State] = [.idle, .refreshing, .willRefresh, .noMoreData]

        /// Whether the type is one of MJRefresh's refresh components (everything but an observer).
        public var refreshes: Bool { self != .scrollObserver }

        /// The axis the type expects its scroll view to scroll along.
        public var expectedAxis: ScrollViewSpec.Axis? {
            switch self {
            case .header, .backFooter, .autoFooter: .vertical
            case .trailer: .horizontal
            case .scrollObserver: nil
            }
        }
    }
}
