import RefreshCore

/// The safe area over a frame's screen, in a tint of its own: the status area or sensor
/// housing and the navigation bar at the top, the tab bar and home indicator at the bottom, the
/// sides in landscape. It belongs to the screen, not the content, so it stays put while the
/// content scrolls under it, as a translucent bar does; the sides run between the top and
/// bottom bands so that no pixel is tinted twice.
struct SafeAreaDrawing {
    /// The step's safe-area insets, points.
    var safeArea: EdgeInsets
    /// The step's screen (its frame), picture pixels.
    var screen: Rect

    /// The tint of the safe area, here and in the legend.
    static let fill = "fill=\"#0E7C66\" fill-opacity=\"0.28\""

    /// One `<rect class="safe-area" data-edge="…">` per edge with a safe area.
    var svg: String {
        bands.map { edge, band in SVGMarkup.rect(band, "class=\"safe-area\" data-edge=\"\(edge)\" \(Self.fill)") }.joined()
    }

    /// Each edge's band in picture pixels, edges without a safe area left out.
    var bands: [(edge: String, rect: Rect)] {
        let scale = FilmstripLayout.scale
        let (top, left, bottom, right) = (
            safeArea.top * scale, safeArea.left * scale, safeArea.bottom * scale, safeArea.right * scale
        )
        let middle = max(0, screen.height - top - bottom)
        return [
            ("top", Rect(x: screen.x, y: screen.y, width: screen.width, height: top)),
            ("bottom", Rect(x: screen.x, y: screen.y + screen.height - bottom, width: screen.width, height: bottom)),
            ("left", Rect(x: screen.x, y: screen.y + top, width: left, height: middle)),
            ("right", Rect(x: screen.x + screen.width - right, y: screen.y + top, width: right, height: middle)),
        ].filter { $0.1.width > 0 && $0.1.height > 0 }
    }
}
