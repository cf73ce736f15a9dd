// The screens a spec can name instead of a frame and a safe area (SPEC.md §3 `device`).
//
// Screen sizes in points are those of Apple's Human Interface Guidelines (Layout,
// Specifications); safe-area insets and bar heights are those the iOS 17 simulators report for
// a full-screen view controller. docs/SPEC.md lists every number.

/// A device whose screen a scroll view fills, in one orientation, with the bars above and below it.
public struct Device: Sendable, Hashable {
    /// Which device.
    public var model: Model
    /// How it is held.
    public var orientation: Orientation
    /// The navigation bar at the top.
    public var navigationBar: NavigationBar
    /// Whether a tab bar sits at the bottom.
    public var tabBar: Bool

    /// A `model` held in `orientation` with the given bars (none unless set).
    public init(
        model: Model, orientation: Orientation = .portrait, navigationBar: NavigationBar = .none, tabBar: Bool = false
    ) {
        self.model = model
        self.orientation = orientation
        self.navigationBar = navigationBar
        self.tabBar = tabBar
    }

    /// The devices a spec can name.
    public enum Model: String, Sendable, Hashable, CaseIterable {
        /// iPhone SE (3rd generation): a home button, a 20 pt status bar, no home indicator.
        case iPhoneSE
        /// iPhone 14: a notch (47 pt) and a home indicator (34 pt).
        case iPhone14
        /// iPhone 16: a Dynamic Island (59 pt) and a home indicator (34 pt).
        case iPhone16
        /// iPad (10th generation): a 24 pt status bar and a 20 pt home indicator.
        case iPad
    }

    /// How the device is held.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// Upright: the screen's short side is its width.
        case portrait
        /// On its side (home indicator or button to the right): the long side is the width.
        case landscape
    }

    /// The navigation bar a view controller shows.
    public enum NavigationBar: String, Sendable, Hashable, CaseIterable {
        /// None: the status area alone.
        case none
        /// A standard bar: 44 pt (32 pt on an iPhone held landscape).
        case standard
        /// A large-title bar: 96 pt (on an iPhone held landscape large titles collapse to 32 pt).
        case large
    }

    /// The screen in points, as held.
    public var frame: Size {
        let portrait = model.portraitScreen
        return orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    /// The safe-area insets of a scroll view filling the screen: the device's own (status area,
    /// sensor housing, home indicator) plus the bars.
    public var safeArea: EdgeInsets {
        var insets = model.ownSafeArea(orientation)
        insets.top += navigationBarHeight
        if tabBar { insets.bottom += tabBarHeight }
        return insets
    }

    /// The navigation bar's height as held.
    private var navigationBarHeight: Double {
        let compact = model != .iPad && orientation == .landscape
        switch navigationBar {
        case .none: return 0
        case .standard: return compact ? 32 : 44
        case .large: return compact ? 32 : 96
        }
    }

    /// The tab bar's height as held: 49 pt on an iPhone upright, 32 pt on its side, 50 pt on an iPad.
    private var tabBarHeight: Double {
        if model == .iPad { return 50 }
        return orientation == .portrait ? 49 : 32
    }
}

extension Device.Model {
    /// The screen held upright, in points.
    var portraitScreen: Size {
        switch self {
        case .iPhoneSE: Size(width: 375, height: 667)
        case .iPhone14: Size(width: 390, height: 844)
        case .iPhone16: Size(width: 393, height: 852)
        case .iPad: Size(width: 820, height: 1180)
        }
    }

    /// The safe area of a full-screen view with no bars: on an iPhone held landscape the status
    /// bar hides, and the sensor housing's side is inset on both sides.
    func ownSafeArea(_ orientation: Device.Orientation) -> EdgeInsets {
        switch (self, orientation) {
        case (.iPhoneSE, .portrait): EdgeInsets(top: 20)
        case (.iPhoneSE, .landscape): EdgeInsets()
        case (.iPhone14, .portrait): EdgeInsets(top: 47, bottom: 34)
        case (.iPhone14, .landscape): EdgeInsets(left: 47, bottom: 21, right: 47)
        case (.iPhone16, .portrait): EdgeInsets(top: 59, bottom: 34)
        case (.iPhone16, .landscape): EdgeInsets(left: 59, bottom: 21, right: 59)
        case (.iPad, _): EdgeInsets(top: 24, bottom: 20)
        }
    }
}
