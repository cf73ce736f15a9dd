// The geometry a spec states and the engine computes with, in points and UIKit coordinates
// (y grows downwards). The accessors the engine calls on every offset change are `@inlinable`,
// so crossing the module boundary costs nothing.

/// One of the two scrolling directions of a scroll view (SPEC.md §3 `axis`).
public enum Axis: String, Sendable, Hashable, CaseIterable {
    /// Content scrolls up and down, along y.
    case vertical
    /// Content scrolls left and right, along x.
    case horizontal

    /// The offset coordinate along this axis as event reasons spell it: `offsetY` or `offsetX`.
    public var offsetName: String { self == .vertical ? "offsetY" : "offsetX" }
}

/// A width and a height, like `CGSize`.
public struct Size: Sendable, Hashable {
    /// Extent along x.
    public var width: Double
    /// Extent along y.
    public var height: Double

    /// A size of `width` by `height` points.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The extent along `axis`: height when vertical, width when horizontal.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? height : width }
        set {
            if axis == .vertical { height = newValue } else { width = newValue }
        }
    }
}

/// A point or an offset, like `CGPoint`.
public struct Point: Sendable, Hashable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate; grows downwards.
    public var y: Double

    /// The point (`x`, `y`).
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`: y when vertical, x when horizontal.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .vertical ? y : x }
        set {
            if axis == .vertical { y = newValue } else { x = newValue }
        }
    }
}

/// Insets of the four edges, like `UIEdgeInsets` (a spec's `contentInset`).
public struct EdgeInsets: Sendable, Hashable {
    /// Top inset.
    public var top: Double
    /// Left inset.
    public var left: Double
    /// Bottom inset.
    public var bottom: Double
    /// Right inset.
    public var right: Double

    /// Insets with the given sides; omitted sides are 0.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All sides 0.
    public static let zero = EdgeInsets()

    /// The inset before the content along `axis`: top or left.
    @inlinable
    public func leading(_ axis: Axis) -> Double { axis == .vertical ? top : left }

    /// The inset after the content along `axis`: bottom or right.
    @inlinable
    public func trailing(_ axis: Axis) -> Double { axis == .vertical ? bottom : right }

    /// Sets the inset after the content along `axis`: bottom or right.
    @inlinable
    public mutating func setTrailing(_ value: Double, _ axis: Axis) {
        if axis == .vertical { bottom = value } else { right = value }
    }
}

/// A rectangle given by its origin and size, in its parent's coordinates, like `CGRect`.
public struct Rect: Sendable, Hashable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// The rectangle with origin (`x`, `y`) and the given size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle of `size` centred on `center` (UIKit's `center` + `bounds.size`).
    public init(center: Point, size: Size) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    /// The centre point.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
