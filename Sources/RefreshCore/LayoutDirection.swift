/// The direction a language is written in, and so the direction a component lays its
/// subviews out in (UIKit's `semanticContentAttribute`). RefreshSpec derives it from a locale
/// (`LayoutDirection(locale:)`); the engine only mirrors the layout.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right: the arrow, indicator or gif sits left of the text.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew, Persian, Urdu…): everything mirrored, the arrow right of the text.
    case rightToLeft = "rtl"
}
