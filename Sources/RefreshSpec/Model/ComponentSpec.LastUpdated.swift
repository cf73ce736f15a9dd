extension ComponentSpec {
    /// A header's last-updated label.
    public struct LastUpdated: Sendable, Hashable {
        /// Whether the label is hidden.
        public var hidden: Bool
        /// The key the last update is stored under (the component id unless given).
        public var key: String
        /// The recorded last update, or nil for "no record".
        public var at: Timestamp?
        /// The label's font (Example 05); nil: the component's `font`.
        public var font: Font? = nil
        /// The label's color (Example 05); nil: the component's `textColor`.
        public var textColor: Color? = nil

        /// Creates a value.
        public init(hidden: Bool, key: String, at: Timestamp? = nil) {
            self.hidden = hidden
            self.key = key
            self.at = at
        }
    }
}
