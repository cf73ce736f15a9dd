// Stand-ins for the few UIKit and Foundation declarations that MJRefresh's interface and the
// code `refreshspec generate swift` writes use, with the signatures the iOS SDK gives them
// (UIView and its subclasses are main-actor isolated there too). Compiled as a module named
// UIKit for `swiftc -typecheck` on Linux, where the real one does not exist; nothing runs.

/// CoreGraphics' floating-point type: a struct of its own, so a `Double` where the SDK wants a
/// `CGFloat` fails to type-check as it would on iOS.
public struct CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    /// The value.
    public var value: Double

    /// A literal such as `0.25`.
    public init(floatLiteral value: Double) {
        self.value = value
    }

    /// A literal such as `54` or `-10`.
    public init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    /// Division, for `90 / 255`.
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat {
        CGFloat(floatLiteral: lhs.value / rhs.value)
    }
}

/// Foundation's seconds.
public typealias TimeInterval = Double

/// Foundation's point in time, named by `lastUpdatedTimeText`.
public struct Date: Sendable {}

/// Foundation's `Bundle`, as far as the generated code names it.
public final class Bundle: Sendable {
    /// The app's main bundle.
    public static let main = Bundle()

    /// The bundle's localizations the user's language settings choose, best first.
    public var preferredLocalizations: [String] { [] }

    /// The text of a key in a table of the bundle's chosen localization; `value`, else the key,
    /// when the table lacks it.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        value ?? key
    }
}

extension String {
    /// Foundation's `String.LocalizationValue`: the key of a localized string, written as a literal.
    public struct LocalizationValue: ExpressibleByStringLiteral, Sendable {
        /// The key as written.
        public var key: String

        /// The key of a string literal.
        public init(stringLiteral value: String) {
            self.key = value
        }
    }

    /// Foundation's `String(localized:table:bundle:locale:comment:)` without the locale, which
    /// the generated code leaves to the device.
    public init(localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = key.key
    }
}

/// UIKit's trait collection, named by `UIImage(named:in:compatibleWith:)`.
public final class UITraitCollection: Sendable {}

/// UIKit's color.
public final class UIColor: Sendable {
    /// A color of sRGB components from 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

/// UIKit's font.
public final class UIFont: Sendable {
    /// The system font in the regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }

    /// The system font in the bold weight.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
}

/// UIKit's image.
public final class UIImage: Sendable {
    /// The image asset named `name` in `bundle`, if there is one.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }
}

/// UIKit's view.
@MainActor
open class UIView {
    /// Whether the view is hidden.
    public var isHidden = false

    /// A view with a zero frame.
    public init() {}
}

/// UIKit's label.
@MainActor
open class UILabel: UIView {
    /// The text's font.
    public var font: UIFont!
    /// The text's color.
    public var textColor: UIColor!
}

/// UIKit's image view.
@MainActor
open class UIImageView: UIView {}

/// UIKit's activity indicator.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and look.
    public enum Style: Int, Sendable {
        /// 20×20 (iOS 13).
        case medium = 100
        /// 37×37 (iOS 13).
        case large = 101
    }

    /// The indicator's style.
    public var style = Style.medium
    /// The indicator's color.
    public var color: UIColor!
}

/// UIKit's scroll view.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area enters `adjustedContentInset` (iOS 11).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the vertical edges always for a table or collection view.
        case automatic = 0
        /// The edges of an axis that scrolls.
        case scrollableAxes = 1
        /// No edge.
        case never = 2
        /// Every edge.
        case always = 3
    }

    /// The behaviour; `.automatic`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether it bounces vertically when the content fits.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally when the content fits.
    open var alwaysBounceHorizontal = false
}
