/// The direction a component lays its subviews out in: UIKit's `semanticContentAttribute`
/// as the labels' language needs it. The engine does not know languages; the caller decides.
public enum LayoutDirection: String, Sendable, Hashable {
    /// Left to right: the arrow, indicator or gif sits left of the text.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew, Persian, Urdu…): everything mirrored, the arrow right of the text.
    case rightToLeft = "rtl"
}
