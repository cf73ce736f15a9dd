extension Step.Expectation {
    /// The scroll view fields an `expect` step can assert (``KeyTable/expectScrollView`` describes each).
    public enum ScrollViewField: String, Sendable, Hashable, CaseIterable {
        /// Content offset x.
        case offsetX
        /// Content offset y.
        case offsetY
        /// Content inset top.
        case insetTop
        /// Content inset left.
        case insetLeft
        /// Content inset bottom.
        case insetBottom
        /// Content inset right.
        case insetRight
        /// Adjusted content inset top: the content inset plus the safe area adjusted there.
        case adjustedInsetTop
        /// Adjusted content inset left.
        case adjustedInsetLeft
        /// Adjusted content inset bottom.
        case adjustedInsetBottom
        /// Adjusted content inset right.
        case adjustedInsetRight
        /// Content width.
        case contentWidth
        /// Content height.
        case contentHeight
        /// Whether a pan is in progress.
        case dragging
        /// Total rows or items.
        case dataCount
    }

    /// The component fields an `expect` step can assert (``KeyTable/expectComponent`` says which
    /// types and styles have each).
    public enum ComponentField: String, Sendable, Hashable, CaseIterable {
        /// Refresh state.
        case state
        /// State label text.
        case text
        /// Last-updated label text.
        case detailText
        /// The direction of the locale the labels show (project extension).
        case layoutDirection
        /// Pulling percent.
        case pullingPercent
        /// Alpha.
        case alpha
        /// Hidden flag.
        case hidden
        /// Frame x.
        case x
        /// Frame y.
        case y
        /// Frame width.
        case width
        /// Frame height.
        case height
        /// Arrow rotation in degrees, in [0, 360).
        case arrowRotation
        /// Whether the activity indicator animates.
        case indicatorAnimating
        /// Index of the image frame shown.
        case image
        /// Refreshing callbacks so far.
        case refreshingCallbacks
        /// End-refreshing callbacks so far.
        case endCallbacks
        /// A scroll observer's last event.
        case lastEvent
    }
}
