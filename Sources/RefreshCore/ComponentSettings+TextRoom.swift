extension ComponentSettings {
    /// The widest text a header's or footer's labels can show in `state` in a component `width`
    /// wide with what MJRefresh shows left of the text still on screen (`text-too-wide`,
    /// SPEC.md §8). placeSubviews centres the text and puts the arrow's and the indicator's centre
    /// `labelLeftInset` left of it, x = w/2 − t/2 − inset, so a view v wide starts at
    /// w/2 − t/2 − inset − v/2 ≥ 0 while t ≤ w − 2·inset − v; the gif, w/2 − t/2 − inset wide,
    /// keeps a width while t ≤ w − 2·inset. Only the view the state shows counts (the normal
    /// style's setState:): the arrow in idle and pulling, the indicator while refreshing (an
    /// auto footer shows only the indicator, a back footer nothing beside its noMoreData text);
    /// the gif in every state but an auto footer's other than refreshing and a back footer's
    /// noMoreData. With nothing beside it, and in the state style, the label is the component's
    /// width; willRefresh keeps the views of the state before it.
    public func textRoom(for type: ComponentType, state: RefreshState, width: Double) -> Double {
        switch style {
        case .plain, .state: return width
        case .gif:
            let hidden = (type == .autoFooter && state != .refreshing) || (type == .backFooter && state == .noMoreData)
            return hidden ? width : width - 2 * laidOutLabelLeftInset
        case .normal:
            let arrow = laidOutArrowSize(for: type).width
            let beside: Double
            switch state {
            case .refreshing: beside = indicatorStyle.size.width
            // setState: leaves willRefresh as the state before it left the views.
            case .willRefresh: beside = type == .autoFooter ? indicatorStyle.size.width : max(arrow, indicatorStyle.size.width)
            case .noMoreData: return width
            case .idle, .pulling:
                if type == .autoFooter { return width }
                beside = arrow
            }
            return width - 2 * laidOutLabelLeftInset - beside
        }
    }
}
