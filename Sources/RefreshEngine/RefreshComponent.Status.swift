extension RefreshComponent {
    /// The component's changing values, kept in one internal stored property so that the
    /// optimizer can drop the runtime exclusivity checks public stored properties would cost.
    struct Status {
        /// The current state.
        var state = RefreshState.idle
        /// How far pulled into view.
        var pullingPercent = 0.0
        /// Opacity.
        var alpha: Double
        /// Hidden flag.
        var isHidden: Bool
        /// Frame in content coordinates.
        var frame: Rect
        /// Refreshing callbacks so far.
        var refreshingCallbacks = 0
        /// End completions so far.
        var endCallbacks = 0
    }
}
