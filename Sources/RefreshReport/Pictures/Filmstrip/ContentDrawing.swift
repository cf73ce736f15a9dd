import RefreshCore
import RefreshEngine

/// The scroll view under the components: the screen shaded where nothing is (past the
/// content and its inset), the inset regions hatched, and the content with its rows (a table's
/// or collection's `dataCount` items, every one drawn; bands every 100 points for a plain view
/// or no data), numbered so that the movement between frames shows. Horizontal content is laid
/// out sideways: its items are columns.
struct ContentDrawing {
    var view: ScrollViewSnapshot
    var kind: ScrollViewKind
    var axis: Axis
    /// Whether the locale is written right to left: row numbers then sit at the rows' right end.
    var rightToLeft: Bool
    var projection: ScreenProjection
    /// The id of the hatch pattern in the document's `<defs>`.
    var hatchID: String

    /// Spacing of the bands of a plain view, points.
    static let bandLength = 100.0
    /// The thinnest row drawn on its own, pixels.
    static let minimumBand = 6.0

    /// The shading, the hatched inset and the content with its rows, as SVG.
    var svg: String {
        var svg = SVGMarkup.rect(projection.screen, "class=\"past-content\" fill=\"#C9CED6\"")
        let content = Rect(x: 0, y: 0, width: view.contentWidth, height: view.contentHeight)
        for band in insetBands(of: content) {
            if let visible = projection.visible(band) {
                svg += SVGMarkup.rect(visible, "class=\"inset\" fill=\"url(#\(hatchID))\"")
            }
        }
        if let visible = projection.visible(content) {
            svg += SVGMarkup.rect(visible, "class=\"content\" fill=\"#FFFFFF\"")
        }
        return svg + rows(in: content)
    }

    /// The four inset regions around the content.
    private func insetBands(of content: Rect) -> [Rect] {
        let outer = Rect(
            x: -view.insetLeft, y: -view.insetTop, width: content.width + view.insetLeft + view.insetRight,
            height: content.height + view.insetTop + view.insetBottom)
        return [
            Rect(x: outer.x, y: outer.y, width: outer.width, height: view.insetTop),
            Rect(x: outer.x, y: content.height, width: outer.width, height: view.insetBottom),
            Rect(x: outer.x, y: 0, width: view.insetLeft, height: content.height),
            Rect(x: content.width, y: 0, width: view.insetRight, height: content.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// The visible rows (or bands), alternately tinted, each numbered at its start. Rows
    /// thinner than ``minimumBand`` pixels are drawn in bands of as many rows as that takes, so
    /// the rhythm stays visible and the picture small however many rows there are.
    private func rows(in content: Rect) -> String {
        let length = content.size(along: axis)
        let hasRows = kind != .plain && view.dataCount > 0
        guard length > 0 else { return "" }
        let rowLength = hasRows ? length / Double(view.dataCount) : Self.bandLength
        let perBand = max(1, (Self.minimumBand / (rowLength * FilmstripLayout.scale)).rounded(.up))
        let bandLength = rowLength * perBand
        let shown = projection.contentBounds
        let shownStart = axis == .vertical ? shown.y : shown.x
        let shownEnd = shownStart + shown.size(along: axis)
        let lastBand = ((length / bandLength).rounded(.up) - 1)
        let first = min(max(0, (shownStart / bandLength).rounded(.down)), lastBand)
        let last = min(max(0, (shownEnd / bandLength).rounded(.down)), lastBand)
        guard first.isFinite, last.isFinite, first <= last else { return "" }
        var svg = ""
        for band in stride(from: first, through: last, by: 1) {
            let start = band * bandLength
            let extent = min(bandLength, length - start)
            let item =
                axis == .vertical
                ? Rect(x: 0, y: start, width: content.width, height: extent)
                : Rect(x: start, y: 0, width: extent, height: content.height)
            guard let visible = projection.visible(item) else { continue }
            let even = band.truncatingRemainder(dividingBy: 2) == 0
            let number = hasRows ? (band * perBand + 1).shortText : start.shortText
            svg += SVGMarkup.rect(
                visible, "class=\"row\" data-row=\"\(number)\" fill=\"\(even ? "#F2F5FA" : "#E3E9F2")\" stroke=\"#FFFFFF\"")
            svg += label(number, of: item, visible: visible)
        }
        return svg
    }

    /// A row's number at its start (its right end right to left), when it fits on the screen.
    private func label(_ number: String, of item: Rect, visible: Rect) -> String {
        let corner = projection.point(Point(x: rightToLeft ? item.x + item.width : item.x, y: item.y))
        let anchor = Point(x: corner.x + (rightToLeft ? -4 : 4), y: corner.y + 10)
        guard visible.contains(anchor, margin: 2) else { return "" }
        let end = rightToLeft ? " text-anchor=\"end\"" : ""
        return SVGMarkup.text(number, at: anchor, "class=\"row-label\"\(end) font-size=\"8\" fill=\"#7C8799\"")
    }
}

extension Rect {
    /// The length along `axis`: height when vertical, width when horizontal.
    func size(along axis: Axis) -> Double { axis == .vertical ? height : width }

    /// Whether `point` lies inside, at least `margin` from every edge.
    func contains(_ point: Point, margin: Double) -> Bool {
        point.x >= x + margin && point.x <= x + width - margin && point.y >= y + margin && point.y <= y + height - margin
    }
}
