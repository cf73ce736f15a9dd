import RefreshCore

/// The line under a spec's heading in the HTML report when its scroll view has a safe area: the
/// device (model, orientation, bars) if the spec names one, the safe area it starts with and
/// the `contentInsetAdjustment` behaviour, such as `device iPhone16, portrait, navigation bar
/// standard, no tab bar · safe area top 103, left 0, bottom 34, right 0 · contentInsetAdjustment always`.
enum SafeAreaLine {
    /// The line's text for `settings`, unescaped.
    static func text(_ settings: ScrollViewSettings) -> String {
        var parts: [String] = []
        if let device = settings.device {
            let navigation =
                device.navigationBar == .none ? "no navigation bar" : "navigation bar \(device.navigationBar.rawValue)"
            parts.append(
                "device \(device.model.rawValue), \(device.orientation.rawValue), \(navigation), \(device.tabBar ? "tab bar" : "no tab bar")"
            )
        }
        let area = settings.safeArea
        parts.append(
            "safe area top \(area.top.shortText), left \(area.left.shortText), bottom \(area.bottom.shortText), right \(area.right.shortText)"
        )
        parts.append("contentInsetAdjustment \(settings.contentInsetAdjustment.rawValue)")
        return parts.joined(separator: " · ")
    }
}
