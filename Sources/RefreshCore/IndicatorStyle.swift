/// The activity indicator's style (SPEC.md §4 `indicator.style`), UIKit's
/// `UIActivityIndicatorViewStyle` as MJRefresh's normal header and footers use it.
public enum IndicatorStyle: String, Sendable, Hashable, CaseIterable {
    /// `UIActivityIndicatorViewStyleMedium`, MJRefresh's default since iOS 13: 20×20.
    case medium
    /// `UIActivityIndicatorViewStyleLarge`: 37×37.
    case large

    /// The indicator's intrinsic size, which MJRefresh keeps (it only sets the centre).
    public var size: Size {
        switch self {
        case .medium: Size(width: 20, height: 20)
        case .large: Size(width: 37, height: 37)
        }
    }
}
