extension Spec {
    /// A width and a height, in points.
    public struct Size: Sendable, Hashable {
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// Creates a size.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// A point or an offset, in points.
    public struct Point: Sendable, Hashable {
        /// The horizontal coordinate.
        public var x: Double
        /// The vertical coordinate (grows downwards).
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Insets on the four sides, in points.
    public struct Insets: Sendable, Hashable {
        /// The top inset.
        public var top: Double
        /// The left inset.
        public var left: Double
        /// The bottom inset.
        public var bottom: Double
        /// The right inset.
        public var right: Double

        /// Creates insets; omitted sides are 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

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

        /// Creates a change.
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

        /// Creates a change.
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
    }
}
