import RefreshCore

extension SpecDecoder {
    /// `stateLabel`, `labelLeftInset`, `arrowSize` and `indicator` (SPEC.md §4), the settings
    /// MJRefresh's Example set-ups change on the labels, the arrow and the activity indicator.
    mutating func applyLabelAppearance(to settings: inout ComponentSettings, _ fields: Fields, colors: [String: Color]) {
        if fields.has(ComponentKey.stateLabel),
            let hidden = bool(StateLabelKey.hidden, in: nested(ComponentKey.stateLabel, .stateLabel, in: fields))
        {
            settings.stateLabelHidden = hidden
        }
        if fields.has(ComponentKey.labelLeftInset) {
            settings.labelLeftInset = number(ComponentKey.labelLeftInset, in: fields)
        }
        if fields.has(ComponentKey.arrowSize),
            let size = size(nested(ComponentKey.arrowSize, .positiveSize, in: fields), default: nil)
        {
            settings.arrowSize = size
        }
        guard fields.has(ComponentKey.indicator) else { return }
        let indicator = nested(ComponentKey.indicator, .indicator, in: fields)
        if let style = choice(IndicatorKey.style, in: indicator, as: IndicatorStyle.self) { settings.indicatorStyle = style }
        settings.indicatorColor = indicator[IndicatorKey.color].flatMap { color($0, named: colors) }
    }
}
