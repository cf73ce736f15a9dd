import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// Warns of an auto footer's `triggerPercent` written as a percentage: a whole number of at
    /// least 10 (`50` for 50 %; 2 or 3 heights are settings apps use). MJRefresh takes it as a
    /// multiple of the footer's height, so the footer triggers that many heights past the end of
    /// the content. The warning names the
    /// offset it gives, by DESIGN.md's auto-footer formula for the scroll view as the spec starts
    /// it (`contentH − frameH + h × triggerPercent + insetB − h`, where the footer has added its
    /// height to the bottom inset unless hidden), and the fraction probably meant (50 → 0.5).
    mutating func checkTriggerPercent(of component: ComponentSpec, at node: Document.Node, in scrollView: ScrollViewSettings?) {
        let percent = component.settings.triggerPercent
        guard component.type == .autoFooter, percent >= 10, percent == percent.rounded(), let scrollView else { return }
        let height = component.settings.size(as: component.type)
        let insetBottom = scrollView.contentInset.bottom + (component.settings.hidden ? 0 : height)
        let content = scrollView.contentSize.height, viewport = scrollView.frame.height
        let trigger = TriggerOffset(
            content: content, viewport: viewport, height: height, percent: percent, insetBottom: insetBottom)
        report(.percentageTriggerPercent(trigger, id: component.id, meant: (percent / 100).text()), at: node.mark)
    }
}

/// The offset an auto footer triggers at, with the terms of its formula for the message.
struct TriggerOffset {
    let content: Double
    let viewport: Double
    let height: Double
    let percent: Double
    let insetBottom: Double

    /// `content − viewport + height × percent + insetBottom − height`.
    var offset: Double { content - viewport + height * percent + insetBottom - height }

    /// How far past the offset at which the footer is wholly in view (`triggerPercent` 1) it is.
    var beyondEnd: Double { height * (percent - 1) }

    /// The formula with its numbers: `1200 − 667 + 44 × 50 + 44 − 44`.
    var arithmetic: String {
        "\(content.shortText) − \(viewport.shortText) + \(height.shortText) × \(percent.shortText) + "
            + "\(insetBottom.shortText) − \(height.shortText)"
    }
}

extension Diagnostic.Message {
    /// An auto footer's `triggerPercent` that looks like a percentage (`50`).
    static func percentageTriggerPercent(_ trigger: TriggerOffset, id: String, meant: String) -> Self {
        Self(
            rule: .percentageTriggerPercent,
            "triggerPercent \(trigger.percent.shortText) is a multiple of the footer's height, not a percentage: "
                + "'\(id)' triggers at offsetY \(trigger.offset.shortText) (\(trigger.arithmetic)), "
                + "\(trigger.beyondEnd.shortText) pt past the end of the content; for \(trigger.percent.shortText)% write \(meant)"
        )
    }
}
