extension Spec {
    /// A partial change of insets: nil sides stay as they are.
    public struct InsetsChange: Sendable, Hashable {
        /// The new top inset, if any.
        public var top: Double?
        /// The new left inset, if any.
        public var left: Double?
        /// The new bottom inset, if any.
        public var bottom: Double?
        /// The new right inset, if any.
        public var right: Double?

        /// A change of the given sides; the others stay.
        public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// A partial change of a size: nil sides stay as they are.
    public struct SizeChange: Sendable, Hashable {
        /// The new width, if any.
        public var width: Double?
        /// The new height, if any.
        public var height: Double?

        /// A change of the given sides; the others stay.
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
    }
}
