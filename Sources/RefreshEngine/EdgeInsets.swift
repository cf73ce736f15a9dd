/// Insets of the four edges, like `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Creates insets; omitted sides are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All sides 0.
    public static let zero = EdgeInsets()

    /// The inset before the content along `axis`: top or left.
    public func leading(_ axis: Axis) -> Double { axis == .vertical ? top : left }

    /// The inset after the content along `axis`: bottom or right.
    public func trailing(_ axis: Axis) -> Double { axis == .vertical ? bottom : right }

    /// Sets the inset after the content along `axis`.
    mutating func setTrailing(_ value: Double, _ axis: Axis) {
        if axis == .vertical { bottom = value } else { right = value }
    }
}
