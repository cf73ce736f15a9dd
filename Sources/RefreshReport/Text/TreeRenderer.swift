import RefreshCore
import RefreshEngine
import RefreshRunner
import RefreshSpec

/// `refreshspec tree`: the assembled component tree, drawn as an indented tree with frames,
/// colors, fonts, texts and each component's thresholds.
public enum TreeRenderer {
    /// `assembled` as it stands, usually freshly built: the scroll view, then one line per component.
    public static func render(_ assembled: AssembledSpec) -> String {
        let view = assembled.scrollView
        var text = "\(TerminalText.visible(assembled.spec.name)) (\(assembled.locale))\n"
        text += "ScrollView \(assembled.spec.scrollView.kind.rawValue) \(assembled.spec.scrollView.axis.rawValue)"
        text += " frame \(size(view.frame)) content \(size(view.contentSize))"
        text += " inset \(insets(view.contentInset))"
        if assembled.spec.usesSafeArea {
            let settings = assembled.spec.scrollView
            text += " adjusted \(insets(view.adjustedContentInset)) safeArea \(insets(view.safeArea))"
            text += " \(settings.contentInsetAdjustment.rawValue)"
            if let device = settings.device { text += " device \(description(of: device))" }
        }
        text += " offset (\(view.contentOffset.x.shortText), \(view.contentOffset.y.shortText))\n"
        let specs = assembled.spec.components
        let thresholds = view.thresholds()
        for (index, spec) in specs.enumerated() {
            let last = index == specs.count - 1
            text += (last ? "└─ " : "├─ ") + node(spec, in: view, thresholds: thresholds, indent: last ? "   " : "│  ")
        }
        return text
    }

    /// A component's line, then its thresholds and subviews under it.
    private static func node(_ spec: ComponentSpec, in view: ScrollView, thresholds: [Thresholds], indent: String)
        -> String
    {
        guard let component = view.component(spec.id) else { return "\(spec.id) (scrollObserver)\n" }
        let settings = spec.settings
        let variant = settings.variant == .standard ? "" : " \(settings.variant.rawValue)"
        var text = "\(spec.id) (\(spec.type.rawValue)\(variant), \(settings.style.rawValue)) frame \(rect(component.frame))"
        let detached: Set<String> = spec.startsAttached ? [] : [spec.id]
        let flag = component.isHidden ? " hidden" : detached.isEmpty ? "" : " detached"
        text += " state \(component.state.rawValue)\(flag) alpha \(component.alpha.shortText)\n"
        let font = "font \(settings.font.size.shortText) \(settings.font.weight.rawValue)"
        var children = ["thresholds: " + Thresholds.explanation(of: spec.id, in: thresholds, detached: detached)]
        let layout = component.layout
        let spacing = settings.variant == .righter ? " lineSpacing \(TrailerVariant.righterLineSpacing.shortText)" : ""
        if let label = layout.stateLabel {
            children.append(
                "stateLabel frame \(rect(label)) text \"\(TerminalText.visible(component.text))\" color \(settings.textColor) \(font)\(spacing)"
            )
        } else if settings.stateLabelHidden {
            children.append("stateLabel hidden text \"\(TerminalText.visible(component.text))\"")
        }
        if let label = layout.lastUpdatedLabel, let header = component as? Header {
            let detailFont = settings.lastUpdated?.font.map { "font \($0.size.shortText) \($0.weight.rawValue)" } ?? font
            let detailColor = settings.lastUpdated?.textColor ?? settings.textColor
            children.append(
                "lastUpdatedLabel frame \(rect(label)) text \"\(TerminalText.visible(header.detailText ?? ""))\" color \(detailColor) \(detailFont)"
            )
        }
        if let arrow = layout.arrow { children.append("arrow frame \(rect(arrow))") }
        if let indicator = layout.indicator {
            // The style and color are shown when a spec sets them; the default (medium, gray) adds nothing.
            let color = settings.indicatorColor.map { " color \($0)" } ?? ""
            let isDefault = settings.indicatorStyle == ComponentSettings().indicatorStyle && settings.indicatorColor == nil
            let style = isDefault ? "" : " style \(settings.indicatorStyle.rawValue)\(color)"
            children.append("indicator frame \(rect(indicator))\(style)")
        }
        if let gif = layout.gif { children.append("gif frame \(rect(gif))") }
        for (index, child) in children.enumerated() {
            text += indent + (index == children.count - 1 ? "└─ " : "├─ ") + child + "\n"
        }
        return text
    }

    private static func size(_ size: Size) -> String { "\(size.width.shortText)×\(size.height.shortText)" }

    private static func rect(_ rect: Rect) -> String {
        "(\(rect.x.shortText), \(rect.y.shortText), \(rect.width.shortText), \(rect.height.shortText))"
    }

    /// `iPhone16 portrait, navigation standard, tab bar`.
    private static func description(of device: Device) -> String {
        var words = ["\(device.model.rawValue) \(device.orientation.rawValue)"]
        if device.navigationBar != .none { words.append("navigation \(device.navigationBar.rawValue)") }
        if device.tabBar { words.append("tab bar") }
        return words.joined(separator: ", ")
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        "{\(insets.top.shortText), \(insets.left.shortText), \(insets.bottom.shortText), \(insets.right.shortText)}"
    }
}
