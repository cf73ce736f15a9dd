import RefreshCore

/// Maps the scroll view's content coordinates onto a screen in the picture: the content point at
/// the step's offset lands on the screen's top left corner, and a point is ``FilmstripLayout/scale`` pixels.
struct ScreenProjection {
    /// The screen in picture pixels.
    var screen: Rect
    /// The content offset after the step.
    var offset: Point

    /// A content point in picture pixels.
    func point(_ point: Point) -> Point {
        Point(
            x: screen.x + (point.x - offset.x) * FilmstripLayout.scale, y: screen.y + (point.y - offset.y) * FilmstripLayout.scale
        )
    }

    /// A content rectangle in picture pixels.
    func rect(_ rect: Rect) -> Rect {
        let origin = point(Point(x: rect.x, y: rect.y))
        return Rect(
            x: origin.x, y: origin.y, width: rect.width * FilmstripLayout.scale, height: rect.height * FilmstripLayout.scale)
    }

    /// The part of a content rectangle the screen shows, in picture pixels; nil when off screen.
    func visible(_ rect: Rect) -> Rect? {
        self.rect(rect).intersection(screen)
    }

    /// The content rectangle the screen shows.
    var contentBounds: Rect {
        Rect(
            x: offset.x, y: offset.y, width: screen.width / FilmstripLayout.scale, height: screen.height / FilmstripLayout.scale)
    }
}
