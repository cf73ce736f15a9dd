import RefreshCore

@testable import RefreshEngine

/// SPEC.md §1's scroll view: frame 375×667, content 375×1200, inset top 64, 20 rows.
func feedScrollView(
    contentHeight: Double = 1200, inWindow: Bool = true, paging: Bool = false,
    rubberBand: RubberBand = .none
) -> ScrollView {
    makeScrollView(frame: Size(width: 375, height: 667)) {
        $0.contentSize = Size(width: 375, height: contentHeight)
        $0.contentInset = EdgeInsets(top: 64)
        $0.dataCount = 20
        $0.pagingEnabled = paging
        $0.inWindow = inWindow
        $0.rubberBand = rubberBand
    }
}

/// A scroll view of `frame` with `change` made to its other settings.
func makeScrollView(frame: Size, _ change: (inout ScrollViewSettings) -> Void = { _ in }) -> ScrollView {
    var settings = ScrollViewSettings(frame: frame)
    change(&settings)
    return ScrollView(settings: settings)
}

/// Whether two numbers agree within SPEC.md's tolerance of 0.01 (or `tolerance`).
func close(_ actual: Double, _ expected: Double, _ tolerance: Double = 0.01) -> Bool {
    abs(actual - expected) <= tolerance
}

/// One frame at the default 60 frames per second.
let frame = 1.0 / 60

/// `listener` attached to `scrollView` (SPEC.md §1's by default), both returned.
func attached<Listener: ScrollViewListener>(
    _ listener: Listener, to scrollView: ScrollView = feedScrollView()
) -> (ScrollView, Listener) {
    scrollView.add(listener)
    return (scrollView, listener)
}

/// MJRefresh's component settings with `change` made to them: `settings { $0.triggerRate = 1.5 }`.
func settings(_ change: (inout ComponentSettings) -> Void) -> ComponentSettings {
    var settings = ComponentSettings()
    change(&settings)
    return settings
}

/// MJRefresh's last-updated label with `change` made to it.
func lastUpdatedLabel(_ change: (inout LastUpdatedSettings) -> Void) -> LastUpdatedSettings {
    var label = LastUpdatedSettings()
    change(&label)
    return label
}

/// A header's settings whose last-updated label is MJRefresh's with `change` made to it.
func lastUpdated(_ change: (inout LastUpdatedSettings) -> Void) -> ComponentSettings {
    settings { $0.lastUpdated = lastUpdatedLabel(change) }
}
