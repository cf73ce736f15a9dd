import Foundation
import RefreshCore
import RefreshSpec
import RefreshEngine

/// A component's subviews at the frames of its ``ComponentLayout``: the labels in the spec's
/// fonts and colours (never smaller than ``SVGMarkup/minimumFontSize``), the arrow turned by
/// `arrowRotation` while it shows, the indicator's spokes while it animates, the gif's frame number.
struct SubviewDrawing {
    var component: ComponentSnapshot
    var declared: ComponentSpec?
    var projection: ScreenProjection
    /// The component's top left corner in content points; the layout is relative to it.
    var origin: Point

    var svg: String {
        let layout = component.layout
        // MJRefresh's fonts and colours where the spec does not declare the component.
        let settings = declared?.settings ?? ComponentSettings()
        var svg = ""
        if let text = component.text, !text.isEmpty, let frame = layout.stateLabel, !settings.stateLabelHidden {
            svg += label(text, in: frame, font: settings.font, color: settings.textColor, kind: "state-label")
        }
        if let text = component.detailText, !text.isEmpty, let frame = layout.lastUpdatedLabel, frame.width > 0 {
            let font = settings.lastUpdated?.font ?? settings.font
            let color = settings.lastUpdated?.textColor ?? settings.textColor
            svg += label(text, in: frame, font: font, color: color, kind: "last-updated-label")
        }
        if let rotation = component.arrowRotation, let frame = layout.arrow, showsArrow {
            svg += arrow(in: projection.rect(offset(frame)), degrees: rotation)
        }
        if component.indicatorAnimating == true, let frame = layout.indicator {
            svg += indicator(in: projection.rect(offset(frame)))
        }
        if let image = component.image, let frame = layout.gif {
            svg += gifFrame(image, in: projection.rect(offset(frame)))
        }
        return svg
    }

    /// Whether MJRefresh shows the arrow: not while refreshing (the indicator takes its place)
    /// nor with no more data.
    private var showsArrow: Bool {
        component.indicatorAnimating != true && component.state != .refreshing && component.state != .noMoreData
    }

    /// A layout frame moved from component to content coordinates.
    private func offset(_ frame: Rect) -> Rect {
        Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
    }

    /// A label's text centred in its frame, like UILabel's centred alignment; in a frame too
    /// narrow for it and taller than wide (a trailer's one-character label) the characters are
    /// stacked one per line, as the trailer shows them. A text that does not fit is cut as
    /// UILabel's tail truncation cuts it (the longest start that fits, then `…`); it and a text
    /// wider than the room its component leaves it (`text-too-wide`) are outlined.
    private func label(_ text: String, in frame: Rect, font: Font, color: Color, kind: String) -> String {
        let box = projection.rect(offset(frame))
        let fitted = fittedLabel(text, in: frame, font: font)
        let outline =
            fitted.tooWide
            ? SVGMarkup.rect(box, "class=\"too-wide\" fill=\"none\" stroke=\"#D70015\" stroke-dasharray=\"3 2\"") : ""
        return outline + drawnLabel(fitted.text, in: frame, box: box, font: font, color: color, kind: kind)
    }

    /// `text` as the label shows it, and whether it is too wide: wider than its frame (then cut
    /// with `…`) or than the room the component leaves beside the arrow, indicator or gif; on a
    /// trailer, taller than its frame stacked (then cut to the lines that fit, the last `…`).
    private func fittedLabel(_ text: String, in frame: Rect, font: Font) -> (text: String, tooWide: Bool) {
        let settings = declared?.settings ?? ComponentSettings()
        if component.type == .trailer, frame.height > frame.width {
            guard font.stackedHeight(of: text) > frame.height else { return (text, false) }
            let lines = Int((frame.height / font.lineHeight).rounded(.down))
            let kept = text.filter { !$0.isWhitespace }.prefix(max(lines - 1, 0))
            return (String(kept) + "…", true)
        }
        let width = font.width(of: text)
        let room =
            component.type == .trailer
            ? frame.width : settings.textRoom(for: component.type, state: component.state, width: frame.width)
        let shown = width > frame.width ? TextFitting.abbreviated(text, width: frame.width, font: font) : text
        return (shown, width > room)
    }

    private func drawnLabel(_ text: String, in frame: Rect, box: Rect, font: Font, color: Color, kind: String) -> String {
        let size = max(font.size * FilmstripLayout.scale, SVGMarkup.minimumFontSize)
        let paint = SVGMarkup.paint(color)
        var attributes = "class=\"\(kind)\" text-anchor=\"middle\" font-size=\"\(SVGMarkup.number(size))\""
        attributes += " font-weight=\"\(font.weight == .bold ? "bold" : "normal")\" fill=\"\(paint.value)\""
        if paint.opacity < 1 { attributes += " fill-opacity=\"\(SVGMarkup.number(paint.opacity))\"" }
        if component.layoutDirection == .rightToLeft { attributes += " direction=\"rtl\"" }
        let stacked = text.count > 1 && font.width(of: text) > frame.width && frame.height > frame.width
        guard stacked else {
            return SVGMarkup.text(text, at: Point(x: box.center.x, y: box.center.y + size * 0.35), attributes)
        }
        let lineHeight = size * 1.2
        let top = box.center.y - Double(text.count) * lineHeight / 2 + size * 0.85
        var svg = "<text x=\"\(SVGMarkup.number(box.center.x))\" y=\"\(SVGMarkup.number(top))\" \(attributes)>"
        for (number, character) in text.enumerated() {
            let dy = number == 0 ? "0" : SVGMarkup.number(lineHeight)
            svg += "<tspan x=\"\(SVGMarkup.number(box.center.x))\" dy=\"\(dy)\">\(XMLText.drawn(String(character)))</tspan>"
        }
        return svg + "</text>\n"
    }

    /// The arrow image: MJRefresh's `arrow.png` points down at 0°, its `trail_arrow.png` left;
    /// both turn clockwise by `degrees` about the frame's centre.
    private func arrow(in box: Rect, degrees: Double) -> String {
        let half = min(box.width, box.height) / 2
        let shaft = component.type == .trailer ? half * 0.9 : box.height / 2 * 0.9
        // Pointing down before turning: shaft from the top to the head at the bottom.
        var shape = [
            Point(x: -half * 0.2, y: -shaft), Point(x: half * 0.2, y: -shaft), Point(x: half * 0.2, y: shaft - half),
            Point(x: half * 0.8, y: shaft - half), Point(x: 0, y: shaft), Point(x: -half * 0.8, y: shaft - half),
            Point(x: -half * 0.2, y: shaft - half),
        ]
        let turn = (degrees + (component.type == .trailer ? 90 : 0)) * .pi / 180
        shape = shape.map { point in
            Point(
                x: box.center.x + point.x * cos(turn) - point.y * sin(turn),
                y: box.center.y + point.x * sin(turn) + point.y * cos(turn))
        }
        let rotation = SVGMarkup.number(degrees)
        return SVGMarkup.polygon(shape, "class=\"arrow\" data-rotation=\"\(rotation)\" fill=\"#6D6D72\"")
    }

    /// The activity indicator: eight spokes filling its frame, fading round the circle as UIKit
    /// draws them.
    private func indicator(in box: Rect) -> String {
        let color = declared?.settings.indicatorColor.map { SVGMarkup.paint($0).value } ?? "#8E8E93"
        let radius = max(3, min(box.width, box.height) / 2)
        let center = box.center
        var svg = "<g class=\"indicator\" stroke=\"\(color)\" stroke-width=\"\(SVGMarkup.number(max(1, radius / 3.5)))\""
        svg += " stroke-linecap=\"round\">\n"
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4
            let inner = Point(x: center.x + radius * 0.45 * cos(angle), y: center.y + radius * 0.45 * sin(angle))
            let outer = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            svg += SVGMarkup.line(from: inner, to: outer, "stroke-opacity=\"\(SVGMarkup.number(1 - Double(spoke) * 0.1))\"")
        }
        return svg + "</g>\n"
    }

    /// The gif image view: a square at the end of its frame nearest the text (MJRefresh's
    /// `contentMode` right; centred when it covers the component), holding the frame index.
    private func gifFrame(_ image: Int, in box: Rect) -> String {
        let side = min(box.height * 0.8, max(box.width, 24), 40)
        let covers = box.width >= component.width * FilmstripLayout.scale - 0.5
        let rightToLeft = component.layoutDirection == .rightToLeft
        let x = covers ? box.center.x - side / 2 : (rightToLeft ? box.x : box.x + box.width - side)
        let square = Rect(x: x, y: box.center.y - side / 2, width: side, height: side)
        var svg = SVGMarkup.rect(square, "class=\"gif\" rx=\"4\" fill=\"#FFFFFF\" stroke=\"#2F7DE1\"")
        svg += SVGMarkup.text(
            "#\(image)", at: Point(x: square.center.x, y: square.center.y + 3),
            "text-anchor=\"middle\" font-size=\"\(SVGMarkup.number(SVGMarkup.minimumFontSize + 1))\" fill=\"#2F7DE1\"")
        return svg
    }
}
