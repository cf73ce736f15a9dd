/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    /// Extent along x.
    public var width: Double
    /// Extent along y.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set {
            if axis == .vertical { height = newValue } else { width = newValue }
        }
    }
}
