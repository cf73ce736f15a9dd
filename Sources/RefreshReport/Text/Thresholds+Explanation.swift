import RefreshCore
import RefreshEngine

extension Thresholds {
    /// The thresholds in words, each number followed by the arithmetic that gives it, as `tree`
    /// and `run` print them: `shows below offsetY -64 (-insetTop 64), pulls below -118 (-64 -
    /// height 54)`; `× triggerRate` appears only when it is not 1. The auto footer, which has no
    /// `happen`, says where it triggers, or that only the end of a drag starts it.
    public var explanation: String {
        let names = AxisNames(axis, adjusted: hasSafeArea)
        let happen = (happen ?? 0).shortText
        let trigger = trigger?.shortText ?? ""
        switch basis {
        case .header(let insetTop, let height, let triggerRate):
            return "shows below \(names.offset) \(happen) (-\(names.leadingInset) \(insetTop.shortText)), "
                + "pulls below \(trigger) (\(happen) - height \(height.shortText)\(Self.times(triggerRate)))"
        case .trailing(let content, let frame, let leading, let trailing, let contentBreak, let size, let triggerRate):
            let shows =
                contentBreak > 0
                ? "\(names.content) \(content.shortText) - \(names.frame) \(frame.shortText) + \(names.trailingInset) \(trailing.shortText)"
                : "-\(names.leadingInset) \(leading.shortText), as \(names.leadingInset) \(leading.shortText) + "
                    + "\(names.content) \(content.shortText) + \(names.trailingInset) \(trailing.shortText) "
                    + "fits in \(names.frame) \(frame.shortText)"
            return "shows beyond \(names.offset) \(happen) (\(shows)), "
                + "pulls beyond \(trigger) (\(happen) + \(names.size) \(size.shortText)\(Self.times(triggerRate)))"
        case .autoFooter(let content, let frame, let insetTop, let insetBottom, let height, let percent, let automatic):
            guard automatic else { return "triggers only at the end of a drag, as automaticallyRefresh is false" }
            guard self.trigger != nil else {
                return "triggers only at the end of a drag, as \(names.leadingInset) \(insetTop.shortText) + contentHeight "
                    + "\(content.shortText) fits in frameHeight \(frame.shortText)"
            }
            return "triggers when offsetY grows to \(trigger) or beyond (contentHeight \(content.shortText) - frameHeight "
                + "\(frame.shortText) + height \(height.shortText) × triggerPercent \(percent.shortText) + \(names.trailingInset) "
                + "\(insetBottom.shortText) - height \(height.shortText))"
        }
    }

    /// The refresh component `component`'s thresholds in words, or, when `thresholds` (every
    /// visible component's) has none of it, `none while detached` for a component in `detached`
    /// (waiting for its attach step) and `none while hidden` for another: a hidden component
    /// ignores offsets.
    static func explanation(of component: String, in thresholds: [Thresholds], detached: Set<String> = []) -> String {
        if let own = thresholds.first(where: { $0.component == component }) { return own.explanation }
        return detached.contains(component) ? "none while detached" : "none while hidden"
    }

    /// ` × triggerRate 1.5`, or nothing for MJRefresh's own rate of 1.
    private static func times(_ triggerRate: Double) -> String {
        triggerRate == 1 ? "" : " × triggerRate \(triggerRate.shortText)"
    }
}

/// The names of the values along one axis, as `expect` spells them: the insets are the
/// adjusted ones when the scroll view has a safe area.
private struct AxisNames {
    let offset: String
    let content: String
    let frame: String
    let leadingInset: String
    let trailingInset: String
    let size: String

    init(_ axis: Axis, adjusted: Bool) {
        offset = axis.offsetName
        let vertical = axis == .vertical
        content = vertical ? "contentHeight" : "contentWidth"
        frame = vertical ? "frameHeight" : "frameWidth"
        let prefix = adjusted ? "adjustedInset" : "inset"
        leadingInset = prefix + (vertical ? "Top" : "Left")
        trailingInset = prefix + (vertical ? "Bottom" : "Right")
        size = vertical ? "height" : "width"
    }
}
