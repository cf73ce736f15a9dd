extension RefreshComponent {
    /// The component's current visible values.
    public func snapshot() -> ComponentSnapshot {
        let isNormal = style == .normal
        return ComponentSnapshot(
            id: id, type: type, state: state,
            text: style.hasLabel ? text : nil,
            detailText: (self as? Header)?.detailText, layoutDirection: style.hasLabel ? texts.layoutDirection : nil,
            pullingPercent: pullingPercent, alpha: alpha, hidden: isHidden,
            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            arrowRotation: isNormal && hasArrow ? Self.normalized(appearance.arrowRotation) : nil,
            indicatorAnimating: isNormal && hasIndicator ? appearance.indicatorAnimating : nil,
            image: style == .gif ? appearance.frame(at: scrollView?.clock.now ?? 0) : nil,
            refreshingCallbacks: refreshingCallbacks, endCallbacks: endCallbacks)
    }

    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot {
        .component(snapshot())
    }

    /// Whether the normal style has an arrow: header, back footer and trailer.
    var hasArrow: Bool { type != .autoFooter }

    /// Whether the normal style has an activity indicator: all but the trailer.
    var hasIndicator: Bool { type != .trailer }

    /// `degrees` brought into [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
