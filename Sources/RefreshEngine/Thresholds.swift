import RefreshCore

/// The offsets at which a component acts, as MJRefresh computes them from the scroll view at one
/// moment: where it starts to show (`happen`) and where it starts pulling or refreshing
/// (`trigger`). The timeline plot draws them as dashed lines.
public struct Thresholds: Sendable, Hashable {
    /// The id of the component.
    public let component: String
    /// The offset these are compared with: `offsetY` for the header and footers, `offsetX` for the trailer.
    public let axis: Axis
    /// MJRefresh's `happenOffset`: the header shows once the offset is below `-originalInset.top`;
    /// the back footer and the trailer once it passes the end of the content. Nil for the auto
    /// footer, which has none.
    public let happen: Double?
    /// The header, back footer and trailer become *pulling* past `happen ∓ size × triggerRate`
    /// (MJRefresh's `normal2pullingOffsetY`/`X`, whose triggerRate is 1);
    /// the auto footer refreshes at `contentH - frameH + size × triggerPercent + insetB - size`
    /// (nil when the content fits the viewport or `automaticallyRefresh` is off).
    public let trigger: Double?
}

extension ScrollView {
    /// The thresholds of every visible component, in attachment order; a hidden one ignores
    /// offsets and has none.
    public func thresholds() -> [Thresholds] {
        listeners.compactMap { ($0 as? RefreshComponent)?.thresholds(in: self) }
    }
}

extension RefreshComponent {
    /// The thresholds in force now: the same offsets the offset-change handlers compare with.
    func thresholds(in scrollView: ScrollView) -> Thresholds? {
        guard !isHidden else { return nil }
        switch self {
        case let trailing as TrailingComponent:
            return Thresholds(
                component: id, axis: trailing.axis, happen: trailing.happenOffset(in: scrollView),
                trigger: trailing.pullingOffset(in: scrollView))
        case let footer as AutoFooter:
            return Thresholds(component: id, axis: .vertical, happen: nil, trigger: footer.triggerOffset(in: scrollView))
        case let header as Header:
            return Thresholds(component: id, axis: .vertical, happen: header.happenOffset, trigger: header.pullingOffset)
        default:
            return nil
        }
    }
}
