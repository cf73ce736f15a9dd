// What a refresh component is (its type, states and style) and how it animates, with
// MJRefresh's defaults; SPEC.md §4 and §5.

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

/// The states of a refresh component, MJRefresh's `MJRefreshState` (SPEC.md §5).
public enum RefreshState: String, Sendable, Hashable, CaseIterable {
    /// At rest: not pulled past the threshold, not refreshing; every component starts here.
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

/// How a component draws itself, after MJRefresh's subclasses; decides which subviews it has.
public enum ComponentStyle: String, Sendable, Hashable, CaseIterable {
    /// No subviews (`MJRefreshHeader` itself).
    case plain
    /// A state label, and for headers a last-updated label (`…StateHeader`).
    case state
    /// State label, arrow and activity indicator (`…NormalHeader`); the default.
    case normal
    /// State label and animated image frames (`…GifHeader`).
    case gif

    /// Whether the style shows a state label: every style but plain.
    public var hasLabel: Bool { self != .plain }
}

/// The two animation durations of a component, in seconds (MJRefresh's fast and slow).
public struct AnimationDurations: Sendable, Hashable {
    /// Used when refreshing begins and for arrow turns. Default 0.25.
    public var fast: Double
    /// Used when refreshing ends. Default 0.4.
    public var slow: Double

    /// Durations in seconds; MJRefresh's unless given.
    public init(fast: Double = 0.25, slow: Double = 0.4) {
        self.fast = fast
        self.slow = slow
    }

    /// MJRefresh's defaults: 0.25 and 0.4.
    public static let standard = AnimationDurations()
    /// No animation: both 0 (completions then run at the end of the step).
    public static let none = AnimationDurations(fast: 0, slow: 0)
}

/// The animation frames a gif-style component shows for one state.
public struct GifImages: Sendable, Hashable {
    /// Number of frames, at least 1.
    public var frames: Int
    /// Time for one pass through all frames, in seconds.
    public var duration: Double
    /// The first image's size, when known: a taller image grows the component
    /// (`setImages:duration:forState:`: `if (image.size.height > self.mj_h) self.mj_h = …`).
    public var size: Size?

    /// `frames` frames (at least 1), one pass taking `duration` seconds: `frames × 0.1`
    /// unless given, MJRefresh's default for `animationImages`; `size` the first image's, if known.
    public init(frames: Int, duration: Double? = nil, size: Size? = nil) {
        self.frames = max(1, frames)
        self.duration = duration ?? Double(max(1, frames)) * 0.1
        self.size = size
    }
}
