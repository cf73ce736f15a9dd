import Foundation
import RefreshCore
import RefreshSpec

/// The finger on the screen: on a `drag` step a dot where it stopped, the vector it moved (the
/// step's dx, dy at the screen's scale) and the distance in points; on a `release` a ring where it lifted and, when the
/// step gives one, the velocity as an arrow (its length a tenth of a second's travel) with its value.
struct GestureDrawing {
    var action: Step.Action
    var screen: Rect

    /// Where the finger ends: the screen's middle, a little below the centre.
    private var touch: Point { Point(x: screen.center.x, y: screen.y + screen.height * 0.6) }

    /// The gesture as SVG; empty for other steps.
    var svg: String {
        switch action {
        case .drag(let dx, let dy, _):
            let end = touch
            let start = clamped(Point(x: end.x - dx * FilmstripLayout.scale, y: end.y - dy * FilmstripLayout.scale))
            var svg = "<g class=\"finger\">\n"
            svg += vector(from: start, to: end, color: "#FF3B30")
            svg += SVGMarkup.circle(end, radius: 8, "fill=\"#FF3B30\" fill-opacity=\"0.55\" stroke=\"#FF3B30\"")
            let distance = [dx == 0 ? nil : "dx \(dx.shortText)", dy == 0 ? nil : "dy \(dy.shortText)"].compactMap { $0 }
            svg += SVGMarkup.text(
                distance.joined(separator: " "), at: Point(x: end.x, y: end.y + 20),
                "text-anchor=\"middle\" font-size=\"9\" fill=\"#C4161C\"")
            return svg + "</g>\n"
        case .release(let velocity):
            var svg = "<g class=\"release\">\n"
            svg += SVGMarkup.circle(touch, radius: 8, "fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"2\"")
            if let velocity, velocity.x != 0 || velocity.y != 0 {
                // UIKit's pan velocity is the finger's; the content moves the same way.
                let end = clamped(
                    Point(
                        x: touch.x + velocity.x * 0.1 * FilmstripLayout.scale,
                        y: touch.y + velocity.y * 0.1 * FilmstripLayout.scale))
                svg += vector(from: touch, to: end, color: "#FF9500")
                let text = "v \(velocity.x.shortText), \(velocity.y.shortText) pt/s"
                let label = Point(x: screen.x + 6, y: screen.y + screen.height - 8)
                svg += SVGMarkup.text(text, at: label, "font-size=\"9\" fill=\"#B25000\"")
            }
            return svg + "</g>\n"
        default:
            return ""
        }
    }

    /// A point moved inside the screen, 10 pixels from its edges.
    private func clamped(_ point: Point) -> Point {
        Point(
            x: min(max(point.x, screen.x + 10), screen.x + screen.width - 10),
            y: min(max(point.y, screen.y + 10), screen.y + screen.height - 10))
    }

    /// A line with a head at `end`; nothing when the two points meet.
    private func vector(from start: Point, to end: Point, color: String) -> String {
        let length = hypot(end.x - start.x, end.y - start.y)
        guard length > 0.5 else { return "" }
        let unit = Point(x: (end.x - start.x) / length, y: (end.y - start.y) / length)
        let base = Point(x: end.x - unit.x * 7, y: end.y - unit.y * 7)
        let head = [
            end, Point(x: base.x - unit.y * 4, y: base.y + unit.x * 4), Point(x: base.x + unit.y * 4, y: base.y - unit.x * 4),
        ]
        return SVGMarkup.line(from: start, to: base, "stroke=\"\(color)\" stroke-width=\"2\"")
            + SVGMarkup.polygon(head, "fill=\"\(color)\"")
    }
}
