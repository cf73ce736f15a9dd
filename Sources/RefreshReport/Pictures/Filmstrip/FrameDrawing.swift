import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec

/// One step of the filmstrip, `<g class="frame" data-step="N">`: the phone screen with the
/// content and the components at the step's offset, the safe area over them when the spec has
/// one, the finger, the screen's bezel (red and thicker for a failed `expect`), and the caption
/// under it.
struct FrameDrawing {
    var step: StepReport
    var place: FilmstripLayout.Frame
    var spec: Spec
    /// Prefix of every id in this frame, unique in the document.
    var idPrefix: String
    /// The id of the document's inset hatch pattern.
    var hatchID: String
    /// Whether the spec has a safe area (``Spec/usesSafeArea``): it is then tinted over the screen.
    var safeArea = false

    var svg: String {
        let view = step.scrollView
        let failed = !(step.failures ?? []).isEmpty
        let projection = ScreenProjection(screen: place.screen, offset: Point(x: view.offsetX, y: view.offsetY))
        let direction = rightToLeft ? " data-direction=\"rtl\"" : ""
        var svg = "<g class=\"frame\(failed ? " failed" : "")\" data-step=\"\(step.index)\"\(direction)>\n"
        svg += "<title>\(XMLText.content("\(step.index). \(step.action)"))</title>\n"
        svg += SVGMarkup.clipPath("\(idPrefix)screen", place.screen)
        svg += "<g class=\"screen\" clip-path=\"url(#\(idPrefix)screen)\">\n"
        svg +=
            ContentDrawing(
                view: view, kind: spec.scrollView.kind, axis: spec.scrollView.axis, rightToLeft: rightToLeft,
                projection: projection,
                hatchID: hatchID
            ).svg
        for (number, attachment) in step.components.enumerated() {
            // A component waiting for its attach step is not in the scroll view yet.
            guard case .component(let component) = attachment, component.attached else { continue }
            let drawing = ComponentDrawing(
                component: component, declared: spec.component(component.id), projection: projection,
                clipID: "\(idPrefix)c\(number)")
            svg += drawing.svg
        }
        if safeArea { svg += SafeAreaDrawing(safeArea: view.safeArea, screen: place.screen).svg }
        svg += GestureDrawing(action: step.step.action, screen: place.screen).svg
        svg += "</g>\n"
        svg += bezel(failed: failed)
        return svg + caption() + "</g>\n"
    }

    /// Whether the step's locale is written right to left: the components' layouts are then
    /// mirrored, and the rows are numbered at their right end.
    private var rightToLeft: Bool {
        step.components.contains { attachment in
            if case .component(let component) = attachment { component.layoutDirection == .rightToLeft } else { false }
        }
    }

    /// The screen's outline: a phone's dark bezel, or a red one round a failed `expect`.
    private func bezel(failed: Bool) -> String {
        let screen = place.screen
        guard failed else {
            return SVGMarkup.rect(screen, "class=\"bezel\" rx=\"6\" fill=\"none\" stroke=\"#1C1C1E\" stroke-width=\"2\"")
        }
        let outline = Rect(x: screen.x - 3, y: screen.y - 3, width: screen.width + 6, height: screen.height + 6)
        return SVGMarkup.rect(outline, "class=\"bezel failed\" rx=\"8\" fill=\"none\" stroke=\"#D70015\" stroke-width=\"4\"")
    }

    /// The caption lines, one `<text>` each, in the box the layout gave them.
    private func caption() -> String {
        var svg = "<g class=\"caption\" font-size=\"\(SVGMarkup.number(CaptionText.fontSize))\">\n"
        for (number, line) in place.lines.enumerated() {
            let baseline = Point(x: place.caption.x, y: place.caption.y + Double(number) * CaptionText.lineHeight + 11)
            svg += SVGMarkup.text(line.text, at: baseline, Self.style(line.kind))
        }
        return svg + "</g>\n"
    }

    /// How a caption line of `kind` looks.
    private static func style(_ kind: CaptionText.Kind) -> String {
        switch kind {
        case .step: "class=\"caption-step\" font-weight=\"bold\" fill=\"#1C1C1E\""
        case .detail: "class=\"caption-detail\" fill=\"#6B7280\""
        case .event: "class=\"caption-event\" fill=\"#2F5FB3\""
        case .failure: "class=\"caption-failure\" fill=\"#D70015\""
        }
    }
}
