import RefreshCore

extension SpecDecoder {
    /// `stateLabel`, `labelLeftInset` and `indicator` (SPEC.md §4), the settings MJRefresh's
    /// Example set-ups change on the labels and the activity indicator.
    mutating func applyLabelAppearance(to component: inout ComponentSpec, _ fields: Fields, colors: [String: Color]) {
        if fields.has(ComponentKeys.stateLabel) {
            component.stateLabelHidden = bool("hidden", in: nested(ComponentKeys.stateLabel, .stateLabel, in: fields)) ?? false
        }
        if fields.has(ComponentKeys.labelLeftInset) {
            component.labelLeftInset = number(ComponentKeys.labelLeftInset, in: fields)
        }
        guard fields.has(ComponentKeys.indicator) else { return }
        let indicator = nested(ComponentKeys.indicator, .indicator, in: fields)
        component.indicatorStyle = choice("style", in: indicator, as: IndicatorStyle.self) ?? .medium
        component.indicatorColor = indicator["color"].flatMap { color($0, named: colors) }
    }
}
