extension RefreshComponent {
    /// The subviews' frames for the current texts and state, laid out like MJRefresh's
    /// `placeSubviews`; computed on demand, so new texts are laid out at once. Right to left,
    /// the whole layout is mirrored (the arrow sits right of the text).
    public var layout: ComponentLayout {
        let layout = leftToRightLayout
        return texts.layoutDirection == .rightToLeft ? layout.mirrored(inWidth: frame.width) : layout
    }

    private var leftToRightLayout: ComponentLayout {
        guard style.hasLabel else {
            return ComponentLayout(stateLabel: nil, lastUpdatedLabel: nil, arrow: nil, indicator: nil, gif: nil)
        }
        return type == .trailer ? trailerLayout : stackedLayout
    }

    /// Header and footers: the state label fills the component, or its top half with the
    /// last-updated label below; arrow, indicator and gif sit left of the widest text.
    private var stackedLayout: ComponentLayout {
        let width = frame.width
        let height = frame.height
        let detail = (self as? Header)?.detailText
        let half = height / 2
        let stateLabel = Rect(x: 0, y: 0, width: width, height: detail == nil ? height : half)
        let textWidth = max(font.width(of: text), detail.map(font.width(of:)) ?? 0)
        let inset = ComponentLayout.labelLeftInset(for: style)
        let titleHidden = (self as? AutoFooter)?.settings.refreshingTitleHidden ?? false
        let centerX = titleHidden ? width / 2 : width / 2 - textWidth / 2 - inset
        let center = Point(x: centerX, y: half)
        let isNormal = style == .normal
        return ComponentLayout(
            stateLabel: stateLabel,
            lastUpdatedLabel: detail == nil ? nil : Rect(x: 0, y: half, width: width, height: height - half),
            arrow: isNormal && hasArrow ? Rect(center: center, size: ComponentLayout.arrowSize) : nil,
            indicator: isNormal && hasIndicator ? Rect(center: center, size: ComponentLayout.indicatorSize) : nil,
            gif: style == .gif ? Rect(x: 0, y: 0, width: width / 2 - textWidth / 2 - inset, height: height) : nil)
    }

    /// Trailer: a one-character-wide label (`ceil(font size)`) centred, or right of the arrow.
    private var trailerLayout: ComponentLayout {
        let width = frame.width
        let height = frame.height
        let labelSize = Size(width: font.size.rounded(.up), height: height)
        let arrowSize = ComponentLayout.trailArrowSize
        let isNormal = style == .normal
        let labelCenterX = isNormal ? (width + arrowSize.width) / 2 : width / 2
        let arrowCenter = Point(x: arrowSize.width / 2 + 5, y: height / 2)
        return ComponentLayout(
            stateLabel: Rect(center: Point(x: labelCenterX, y: height / 2), size: labelSize),
            lastUpdatedLabel: nil,
            arrow: isNormal ? Rect(center: arrowCenter, size: arrowSize) : nil,
            indicator: nil,
            gif: style == .gif ? Rect(x: 0, y: 0, width: width, height: height) : nil)
    }
}
