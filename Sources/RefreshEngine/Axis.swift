/// One of the two scrolling directions of a scroll view.
public enum Axis: String, Sendable, Hashable {
    /// Along x: left to right.
    case horizontal
    /// Along y: top to bottom (UIKit's y grows downwards).
    case vertical

    /// The name of the offset coordinate along this axis, as used in event reasons.
    var offsetName: String { self == .vertical ? "offsetY" : "offsetX" }
}
