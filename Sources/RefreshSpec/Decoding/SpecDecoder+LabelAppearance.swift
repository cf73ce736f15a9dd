import RefreshCore

extension SpecDecoder {
    /// `stateLabel`, `labelLeftInset` and `indicator` (SPEC.md §4), the settings MJRefresh's
    /// Example set-ups change on the labels and the activity indicator.
    mutating func applyLabelAppearance(to settings: inout ComponentSettings, _ fields: Fields, colors: [String: Color]) {
        if fields.has(ComponentKeys.stateLabel),
            let hidden = bool("hidden", in: nested(ComponentKeys.stateLabel, .stateLabel, in: fields))
        {
            settings.stateLabelHidden = hidden
        }
        if fields.has(ComponentKeys.labelLeftInset) {
            settings.labelLeftInset = number(ComponentKeys.labelLeftInset, in: fields)
        }
        guard fields.has(ComponentKeys.indicator) else { return }
        let indicator = nested(ComponentKeys.indicator, .indicator, in: fields)
        if let style = choice("style", in: indicator, as: IndicatorStyle.self) { settings.indicatorStyle = style }
        settings.indicatorColor = indicator["color"].flatMap { color($0, named: colors) }
    }
}
