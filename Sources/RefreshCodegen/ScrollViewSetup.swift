import RefreshCore

/// The lines of `install(on:…)` that set the app's scroll view as the spec gives it: its
/// `contentInsetAdjustmentBehavior` before the components are attached, and its `alwaysBounce…`
/// flags after, since attaching an MJRefresh component sets them and the spec's values are the
/// app's own, set afterwards. A key the spec leaves out writes nothing.
struct ScrollViewSetup {
    let settings: ScrollViewSettings

    /// `scrollView.contentInsetAdjustmentBehavior = .<value>`, with where the safe area comes from.
    var beforeAttaching: [String] {
        guard let behavior = settings.givenContentInsetAdjustment else { return [] }
        return SwiftText.comment(
            "The safe area comes from the app's view controller and device; the spec's behaviour decides how it enters adjustedContentInset.",
            indent: "    ") + ["    scrollView.contentInsetAdjustmentBehavior = .\(behavior.rawValue)"]
    }

    /// `scrollView.alwaysBounceVertical = …` and `…Horizontal = …`, for the flags the spec gives.
    var afterAttaching: [String] {
        let flags = [
            ("alwaysBounceVertical", settings.alwaysBounceVertical), ("alwaysBounceHorizontal", settings.alwaysBounceHorizontal),
        ]
        .compactMap { name, value in value.map { "    scrollView.\(name) = \($0)" } }
        guard !flags.isEmpty else { return [] }
        return SwiftText.comment(
            "The spec's values, set after attaching: attaching MJRefresh's components sets these flags.", indent: "    ") + flags
    }
}
