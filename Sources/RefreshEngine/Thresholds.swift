import RefreshCore

/// The offsets at which a component acts, as MJRefresh computes them from the scroll view at one
/// moment: where it starts to show (`happen`) and where it starts pulling or refreshing
/// (`trigger`), with the values they come from. The timeline plot draws them as dashed lines;
/// `tree` and `run` write them out.
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
    /// The values `happen` and `trigger` were computed from.
    public let basis: Basis
    /// Whether the basis's insets hold a safe area: they are then `adjustedContentInset`'s, as
    /// MJRefresh's `mj_inset` reads them, and differ from `contentInset`.
    public var hasSafeArea = false
}

extension Thresholds {
    /// The values a component's thresholds are computed from (DESIGN.md's engine rules), so that
    /// a report can say where each number comes from. Sizes and insets are along ``axis``.
    public enum Basis: Sendable, Hashable {
        /// The header: `happen = -insetTop`, `trigger = happen - height × triggerRate`. `insetTop`
        /// is the inset it recorded (MJRefresh's `scrollViewOriginalInset`), taken at every offset
        /// change while it is not refreshing.
        case header(insetTop: Double, height: Double, triggerRate: Double)
        /// The back footer and the trailer, with the insets they recorded: `contentBreak =
        /// content - (frame - leadingInset - trailingInset)`; `happen = content - frame +
        /// trailingInset` when the break is positive, else `-leadingInset`; `trigger = happen +
        /// size × triggerRate`.
        case trailing(
            content: Double, frame: Double, leadingInset: Double, trailingInset: Double, contentBreak: Double,
            size: Double, triggerRate: Double)
        /// The auto footer, with the scroll view's insets: `trigger = content - frame + height ×
        /// triggerPercent + insetBottom - height` while `automaticallyRefresh` holds and
        /// `insetTop + content > frame`.
        case autoFooter(
            content: Double, frame: Double, insetTop: Double, insetBottom: Double, height: Double,
            triggerPercent: Double, automaticallyRefresh: Bool)
    }
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
        guard !isHidden, var thresholds = thresholdsIgnoringSafeArea(in: scrollView) else { return nil }
        thresholds.hasSafeArea = scrollView.safeArea != .zero
        return thresholds
    }

    /// ``thresholds(in:)`` before it says whether the insets hold a safe area.
    private func thresholdsIgnoringSafeArea(in scrollView: ScrollView) -> Thresholds? {
        switch self {
        case let trailing as TrailingComponent:
            let axis = trailing.axis
            let basis = Thresholds.Basis.trailing(
                content: scrollView.contentSize[axis], frame: scrollView.frame[axis],
                leadingInset: originalInset.leading(axis), trailingInset: originalInset.trailing(axis),
                contentBreak: trailing.contentBreak(in: scrollView), size: size, triggerRate: settings.triggerRate)
            return Thresholds(
                component: id, axis: axis, happen: trailing.happenOffset(in: scrollView),
                trigger: trailing.pullingOffset(in: scrollView), basis: basis)
        case let footer as AutoFooter:
            let inset = scrollView.adjustedContentInset
            let basis = Thresholds.Basis.autoFooter(
                content: scrollView.contentSize.height, frame: scrollView.frame.height, insetTop: inset.top,
                insetBottom: inset.bottom, height: size, triggerPercent: footer.settings.triggerPercent,
                automaticallyRefresh: footer.settings.automaticallyRefresh)
            return Thresholds(
                component: id, axis: .vertical, happen: nil, trigger: footer.triggerOffset(in: scrollView), basis: basis)
        case let header as Header:
            return Thresholds(
                component: id, axis: .vertical, happen: header.happenOffset, trigger: header.pullingOffset,
                basis: .header(insetTop: originalInset.top, height: size, triggerRate: settings.triggerRate))
        default:
            return nil
        }
    }
}
