import RefreshCore
import RefreshEngine
import RefreshSpec

/// One refresh component at its frame, clipped to the part the screen shows: tinted and outlined
/// in its state's colour, its alpha as opacity, its state and last-updated labels in the spec's
/// colours and fonts, and its arrow, spinning indicator or gif frame where MJRefresh places them.
/// A hidden component is only outlined, dashed; one off screen is named in a tag at the screen's
/// edge nearest to it, with its state.
struct ComponentDrawing {
    var component: ComponentSnapshot
    /// The component as the spec declares it: colours and fonts; nil draws MJRefresh's defaults.
    var declared: ComponentSpec?
    var projection: ScreenProjection
    /// The id for the component's clip path, unique in the document.
    var clipID: String

    /// The component as SVG; empty when it is off screen.
    var svg: String {
        let frame = Rect(x: component.x, y: component.y, width: component.width, height: component.height)
        let color = StateColors.color(component.state)
        guard let visible = projection.visible(frame) else { return component.hidden ? "" : offScreenTag(frame, color: color) }
        let identity = "data-id=\"\(XMLText.attribute(component.id))\" data-state=\"\(component.state.rawValue)\""
        if component.hidden {
            return SVGMarkup.rect(
                visible, "class=\"component hidden\" \(identity) fill=\"none\" stroke=\"\(color)\" stroke-dasharray=\"4 3\"")
        }
        let direction = component.layoutDirection == .rightToLeft ? " data-direction=\"rtl\"" : ""
        var svg = SVGMarkup.clipPath(clipID, visible)
        svg += "<g class=\"component\" \(identity)\(direction) opacity=\"\(SVGMarkup.number(component.alpha))\""
        svg += " clip-path=\"url(#\(clipID))\">\n"
        // A light base, so the labels read well over the hatched inset the component sits in.
        svg += SVGMarkup.rect(visible, "fill=\"#FFFFFF\" fill-opacity=\"0.75\"")
        svg += SVGMarkup.rect(visible, "fill=\"\(color)\" fill-opacity=\"0.16\" stroke=\"\(color)\" stroke-width=\"2\"")
        let origin = Point(x: component.x, y: component.y)
        let subviews = SubviewDrawing(component: component, declared: declared, projection: projection, origin: origin)
        svg += subviews.svg
        return svg + "</g>\n"
    }

    /// `▲ id: state` inside the screen's edge towards a component the screen does not show.
    private func offScreenTag(_ frame: Rect, color: String) -> String {
        let screen = projection.screen
        let box = projection.rect(frame)
        let (arrow, anchor): (String, Point) =
            if box.y >= screen.y + screen.height {
                ("▼", Point(x: screen.center.x, y: screen.y + screen.height - 5))
            } else if box.y + box.height <= screen.y {
                ("▲", Point(x: screen.center.x, y: screen.y + 12))
            } else if box.x >= screen.x + screen.width {
                ("▶", Point(x: screen.x + screen.width - 5, y: screen.center.y))
            } else {
                ("◀", Point(x: screen.x + 5, y: screen.center.y))
            }
        let alignment = arrow == "▶" ? "end" : arrow == "◀" ? "start" : "middle"
        let text = TextFitting.abbreviated(
            "\(arrow) \(component.id): \(component.state.rawValue)", width: screen.width - 10, font: Font(size: 9, weight: .bold))
        return SVGMarkup.text(
            text, at: anchor,
            "class=\"off-screen\" data-id=\"\(XMLText.attribute(component.id))\" text-anchor=\"\(alignment)\" font-size=\"9\" font-weight=\"bold\" fill=\"\(color)\""
        )
    }
}
