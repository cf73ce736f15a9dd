// The Swift interface of MJRefresh 3.7.9 (MJRefresh.podspec `s.version = '3.7.9'`, commit
// 5647d82cd7e0de8c59980c6cb2afff173978f481 of github.com/CoderMJLee/MJRefresh), as Swift imports
// its public Objective-C headers: the class names, properties and methods of
// MJRefreshComponent.h, MJRefreshHeader.h, MJRefreshFooter.h, MJRefreshAutoFooter.h,
// MJRefreshBackFooter.h, MJRefreshTrailer.h, MJRefreshStateHeader.h, MJRefreshNormalHeader.h,
// MJRefreshGifHeader.h, MJRefreshAutoStateFooter.h, MJRefreshAutoNormalFooter.h,
// MJRefreshAutoGifFooter.h, MJRefreshBackStateFooter.h, MJRefreshBackNormalFooter.h,
// MJRefreshBackGifFooter.h, MJRefreshStateTrailer.h, MJRefreshNormalTrailer.h,
// UIScrollView+MJRefresh.h, UIView+MJExtension.h and NSBundle+MJRefresh.h, with their Swift
// names (`+headerWithRefreshingBlock:` is `init(refreshingBlock:)`, a BOOL with `getter=isX` is
// `isX`, `-setTitle:forState:` is `setTitle(_:for:)`). Declarations only, transcribed by hand
// for `swiftc -typecheck`; deprecated members are left out. MJRefresh is MIT licensed (LICENSE
// beside this file).

import UIKit

/// `MJRefreshState`.
public enum MJRefreshState: Int, Sendable {
    /// `MJRefreshStateIdle`.
    case idle = 1
    /// `MJRefreshStatePulling`.
    case pulling
    /// `MJRefreshStateRefreshing`.
    case refreshing
    /// `MJRefreshStateWillRefresh`.
    case willRefresh
    /// `MJRefreshStateNoMoreData`.
    case noMoreData
}

/// `MJRefreshComponentAction`.
public typealias MJRefreshComponentAction = () -> Void

/// `MJRefreshComponent`.
@MainActor
open class MJRefreshComponent: UIView {
    /// `fastAnimationDuration`, default 0.25.
    public var fastAnimationDuration: TimeInterval = 0.25
    /// `slowAnimationDuration`, default 0.4.
    public var slowAnimationDuration: TimeInterval = 0.4
    /// `refreshingBlock`.
    public var refreshingBlock: MJRefreshComponentAction?
    /// `beginRefreshingCompletionBlock`.
    public var beginRefreshingCompletionBlock: MJRefreshComponentAction?
    /// `endRefreshingAnimationBeginAction`.
    public var endRefreshingAnimationBeginAction: MJRefreshComponentAction?
    /// `endRefreshingCompletionBlock`.
    public var endRefreshingCompletionBlock: MJRefreshComponentAction?
    /// `refreshing` (`isRefreshing`).
    public private(set) var isRefreshing = false
    /// `state`.
    public var state = MJRefreshState.idle
    /// `pullingPercent`.
    public var pullingPercent: CGFloat = 0
    /// `automaticallyChangeAlpha` (`isAutomaticallyChangeAlpha`).
    public var isAutomaticallyChangeAlpha = false

    /// `-setAnimationDisabled`.
    @discardableResult
    public func setAnimationDisabled() -> Self { self }

    /// `-beginRefreshing`.
    public func beginRefreshing() {}

    /// `-endRefreshing`.
    public func endRefreshing() {}
}

/// `MJRefreshHeader`.
@MainActor
open class MJRefreshHeader: MJRefreshComponent {
    /// `+headerWithRefreshingBlock:`.
    public convenience init(refreshingBlock: @escaping MJRefreshComponentAction) {
        self.init()
        self.refreshingBlock = refreshingBlock
    }

    /// `lastUpdatedTimeKey`.
    public var lastUpdatedTimeKey = "MJRefreshHeaderLastUpdatedTimeKey"
    /// `ignoredScrollViewContentInsetTop`.
    public var ignoredScrollViewContentInsetTop: CGFloat = 0
    /// `isCollectionViewAnimationBug`.
    public var isCollectionViewAnimationBug = false
}

/// `MJRefreshStateHeader`.
@MainActor
open class MJRefreshStateHeader: MJRefreshHeader {
    /// `lastUpdatedTimeText`.
    public var lastUpdatedTimeText: ((_ lastUpdatedTime: Date?) -> String)?
    /// `lastUpdatedTimeLabel` (weak, readonly).
    public var lastUpdatedTimeLabel: UILabel! { nil }
    /// `labelLeftInset`.
    public var labelLeftInset: CGFloat = 25
    /// `stateLabel` (weak, readonly).
    public var stateLabel: UILabel! { nil }

    /// `-setTitle:forState:`.
    @discardableResult
    public func setTitle(_ title: String, for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshNormalHeader`.
@MainActor
open class MJRefreshNormalHeader: MJRefreshStateHeader {
    /// `arrowView` (weak, readonly).
    public var arrowView: UIImageView! { nil }
    /// `loadingView` (weak, readonly).
    public var loadingView: UIActivityIndicatorView! { nil }
}

/// `MJRefreshGifHeader`.
@MainActor
open class MJRefreshGifHeader: MJRefreshStateHeader {
    /// `gifView` (weak, readonly).
    public var gifView: UIImageView! { nil }

    /// `-setImages:duration:forState:`.
    @discardableResult
    public func setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshState) -> Self { self }

    /// `-setImages:forState:`.
    @discardableResult
    public func setImages(_ images: [Any], for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshFooter`.
@MainActor
open class MJRefreshFooter: MJRefreshComponent {
    /// `+footerWithRefreshingBlock:`.
    public convenience init(refreshingBlock: @escaping MJRefreshComponentAction) {
        self.init()
        self.refreshingBlock = refreshingBlock
    }

    /// `ignoredScrollViewContentInsetBottom`.
    public var ignoredScrollViewContentInsetBottom: CGFloat = 0

    /// `-endRefreshingWithNoMoreData`.
    public func endRefreshingWithNoMoreData() {}

    /// `-resetNoMoreData`.
    public func resetNoMoreData() {}
}

/// `MJRefreshAutoFooter`.
@MainActor
open class MJRefreshAutoFooter: MJRefreshFooter {
    /// `automaticallyRefresh` (`isAutomaticallyRefresh`).
    public var isAutomaticallyRefresh = true
    /// `triggerAutomaticallyRefreshPercent`.
    public var triggerAutomaticallyRefreshPercent: CGFloat = 1
    /// `autoTriggerTimes` (NSInteger; -1 unlimited).
    public var autoTriggerTimes = 1
}

/// `MJRefreshAutoStateFooter`.
@MainActor
open class MJRefreshAutoStateFooter: MJRefreshAutoFooter {
    /// `labelLeftInset`.
    public var labelLeftInset: CGFloat = 25
    /// `stateLabel` (weak, readonly).
    public var stateLabel: UILabel! { nil }
    /// `refreshingTitleHidden` (`isRefreshingTitleHidden`).
    public var isRefreshingTitleHidden = false

    /// `-setTitle:forState:`.
    @discardableResult
    public func setTitle(_ title: String, for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshAutoNormalFooter`.
@MainActor
open class MJRefreshAutoNormalFooter: MJRefreshAutoStateFooter {
    /// `loadingView` (weak, readonly).
    public var loadingView: UIActivityIndicatorView! { nil }
}

/// `MJRefreshAutoGifFooter`.
@MainActor
open class MJRefreshAutoGifFooter: MJRefreshAutoStateFooter {
    /// `gifView` (weak, readonly).
    public var gifView: UIImageView! { nil }

    /// `-setImages:duration:forState:`.
    @discardableResult
    public func setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshBackFooter`.
@MainActor
open class MJRefreshBackFooter: MJRefreshFooter {}

/// `MJRefreshBackStateFooter`.
@MainActor
open class MJRefreshBackStateFooter: MJRefreshBackFooter {
    /// `labelLeftInset`.
    public var labelLeftInset: CGFloat = 25
    /// `stateLabel` (weak, readonly).
    public var stateLabel: UILabel! { nil }

    /// `-setTitle:forState:`.
    @discardableResult
    public func setTitle(_ title: String, for state: MJRefreshState) -> Self { self }

    /// `-titleForState:`.
    public func title(for state: MJRefreshState) -> String { "" }
}

/// `MJRefreshBackNormalFooter`.
@MainActor
open class MJRefreshBackNormalFooter: MJRefreshBackStateFooter {
    /// `arrowView` (weak, readonly).
    public var arrowView: UIImageView! { nil }
    /// `loadingView` (weak, readonly).
    public var loadingView: UIActivityIndicatorView! { nil }
}

/// `MJRefreshBackGifFooter`.
@MainActor
open class MJRefreshBackGifFooter: MJRefreshBackStateFooter {
    /// `gifView` (weak, readonly).
    public var gifView: UIImageView! { nil }

    /// `-setImages:duration:forState:`.
    @discardableResult
    public func setImages(_ images: [Any], duration: TimeInterval, for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshTrailer`.
@MainActor
open class MJRefreshTrailer: MJRefreshComponent {
    /// `+trailerWithRefreshingBlock:`.
    public convenience init(refreshingBlock: @escaping MJRefreshComponentAction) {
        self.init()
        self.refreshingBlock = refreshingBlock
    }

    /// `ignoredScrollViewContentInsetRight`.
    public var ignoredScrollViewContentInsetRight: CGFloat = 0
}

/// `MJRefreshStateTrailer`.
@MainActor
open class MJRefreshStateTrailer: MJRefreshTrailer {
    /// `stateLabel` (weak, readonly).
    public var stateLabel: UILabel! { nil }

    /// `-setTitle:forState:`.
    @discardableResult
    public func setTitle(_ title: String, for state: MJRefreshState) -> Self { self }
}

/// `MJRefreshNormalTrailer`.
@MainActor
open class MJRefreshNormalTrailer: MJRefreshStateTrailer {
    /// `arrowView` (weak, readonly).
    public var arrowView: UIImageView! { nil }
}

extension UIScrollView {
    /// `mj_header` (UIScrollView+MJRefresh.h).
    public var mj_header: MJRefreshHeader? {
        get { nil }
        set {}
    }

    /// `mj_footer`.
    public var mj_footer: MJRefreshFooter? {
        get { nil }
        set {}
    }

    /// `mj_trailer`.
    public var mj_trailer: MJRefreshTrailer? {
        get { nil }
        set {}
    }

    /// `-mj_totalDataCount`.
    public func mj_totalDataCount() -> Int { 0 }
}

extension UIView {
    /// `mj_x` (UIView+MJExtension.h).
    public var mj_x: CGFloat {
        get { 0 }
        set {}
    }

    /// `mj_y`.
    public var mj_y: CGFloat {
        get { 0 }
        set {}
    }

    /// `mj_w`.
    public var mj_w: CGFloat {
        get { 0 }
        set {}
    }

    /// `mj_h`.
    public var mj_h: CGFloat {
        get { 0 }
        set {}
    }
}

extension Bundle {
    /// `+mj_localizedStringForKey:` (NSBundle+MJRefresh.h): MJRefresh's own text of a key such
    /// as `MJRefreshHeaderIdleText`, in the language MJRefresh chooses.
    public static func mj_localizedString(forKey key: String) -> String { key }

    /// `+mj_localizedStringForKey:value:`.
    public static func mj_localizedString(forKey key: String, value: String?) -> String { value ?? key }
}
