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
    /// Extent along x, in points (`CGSize.width`).
    public var width: Double
    /// Extent along y, in points (`CGSize.height`).
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
    /// Horizontal coordinate in points; grows to the right.
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
    /// Space above the content, in points; a refreshing header adds its height here.
    public var top: Double
    /// Space left of the content, in points.
    public var left: Double
    /// Space below the content, in points; the auto footer and a refreshing back footer add here.
    public var bottom: Double
    /// Space right of the content, in points; a refreshing trailer adds its width here.
    public var right: Double

    /// Insets with the given sides; omitted sides are 0.
    @inlinable
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side, `UIEdgeInsets.zero`; a scroll view's default.
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
    /// The left edge's x in points, in the parent's coordinates (`mj_x`).
    public var x: Double
    /// The top edge's y in points, in the parent's coordinates; grows downwards (`mj_y`).
    public var y: Double
    /// Width in points (`mj_w`).
    public var width: Double
    /// Height in points (`mj_h`).
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

    /// The centre point, (`x + width / 2`, `y + height / 2`), like `CGRect.midX`/`midY`.
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
