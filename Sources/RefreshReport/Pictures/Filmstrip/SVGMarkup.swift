import RefreshCore
import RefreshSpec

/// The few SVG elements the filmstrip writes, as text. Every coordinate is already in picture
/// pixels (no `transform` anywhere), so a test can check each element against the `viewBox`;
/// numbers keep two decimals, so the same run gives the same bytes.
enum SVGMarkup {
    /// Fonts in order of preference: the system UI fonts, then families covering Chinese,
    /// Japanese, Korean and Arabic, then the generic family.
    static let fontFamily =
        "-apple-system, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', "
        + "'Noto Sans CJK KR', 'Noto Sans Arabic', 'Geeza Pro', 'Noto Sans', sans-serif"

    /// The smallest text drawn, pixels: a label's font shrunk with the screen stays readable.
    static let minimumFontSize = 8.0

    /// A number as an attribute value: `12`, `-3.5`, `0.67`.
    static func number(_ value: Double) -> String { value.shortText }

    /// `x="…" y="…" width="…" height="…"` of a rectangle.
    static func geometry(_ rect: Rect) -> String {
        "x=\"\(number(rect.x))\" y=\"\(number(rect.y))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    /// A `<rect>` with extra attributes written as they are (`fill="#FFF"`).
    static func rect(_ rect: Rect, _ attributes: String) -> String {
        "<rect \(geometry(rect)) \(attributes)/>\n"
    }

    /// A `<line>` from `start` to `end`.
    static func line(from start: Point, to end: Point, _ attributes: String) -> String {
        "<line x1=\"\(number(start.x))\" y1=\"\(number(start.y))\" x2=\"\(number(end.x))\" y2=\"\(number(end.y))\" \(attributes)/>\n"
    }

    /// A `<polygon>` through `points`.
    static func polygon(_ points: [Point], _ attributes: String) -> String {
        let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        return "<polygon points=\"\(list)\" \(attributes)/>\n"
    }

    /// A `<circle>` of `radius` around `center`.
    static func circle(_ center: Point, radius: Double, _ attributes: String) -> String {
        "<circle cx=\"\(number(center.x))\" cy=\"\(number(center.y))\" r=\"\(number(radius))\" \(attributes)/>\n"
    }

    /// A `<text>` at `point` (its anchor and baseline per `attributes`), the content escaped.
    static func text(_ content: String, at point: Point, _ attributes: String) -> String {
        "<text x=\"\(number(point.x))\" y=\"\(number(point.y))\" \(attributes)>\(XMLText.drawn(content))</text>\n"
    }

    /// A `<clipPath>` holding one rectangle.
    static func clipPath(_ id: String, _ rect: Rect) -> String {
        "<clipPath id=\"\(id)\"><rect \(geometry(rect))/></clipPath>\n"
    }

    /// A color as `fill`/`stroke` take it, with its alpha channel as a separate opacity.
    static func paint(_ color: Color) -> (value: String, opacity: Double) {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue)
        return (opaque.description, Double(color.alpha) / 255)
    }
}

extension Rect {
    /// The part of this rectangle inside `other`; nil when they do not overlap.
    func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
