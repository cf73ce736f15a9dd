extension ComponentSettings {
    /// The widest text a header's or footer's labels can show in a component `width` wide with
    /// what MJRefresh places left of the text still on screen (`text-too-wide`, SPEC.md §8).
    /// placeSubviews centres the text and puts the arrow's and the indicator's centre
    /// `labelLeftInset` left of it, x = w/2 − t/2 − inset, so a view v wide starts at
    /// w/2 − t/2 − inset − v/2 ≥ 0 while t ≤ w − 2·inset − v (v the wider of the arrow, which
    /// an auto footer has not, and the indicator); the gif, w/2 − t/2 − inset wide, keeps a
    /// width while t ≤ w − 2·inset; the state style's label is the component's width.
    public func textRoom(for type: ComponentType, width: Double) -> Double {
        switch style {
        case .plain, .state: return width
        case .gif: return width - 2 * laidOutLabelLeftInset
        case .normal:
            let arrow = type == .autoFooter ? 0 : laidOutArrowSize(for: type).width
            return width - 2 * laidOutLabelLeftInset - max(arrow, indicatorStyle.size.width)
        }
    }
}
