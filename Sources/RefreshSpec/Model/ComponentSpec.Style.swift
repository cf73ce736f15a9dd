extension ComponentSpec {
    /// Which subviews a component has.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// No subviews.
        case plain
        /// A state label (and a header's last-updated label).
        case state
        /// State label, arrow and activity indicator.
        case normal
        /// State label and image frames.
        case gif
    }
}
