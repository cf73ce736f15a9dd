import RefreshCore

/// Frames of a component's subviews, in the component's own coordinates (MJRefresh's
/// `placeSubviews`). A subview the style does not have is nil.
public struct ComponentLayout: Sendable, Hashable {
    /// The state label's frame (MJRefresh's `stateLabel`); nil for the plain style.
    public let stateLabel: Rect?
    /// The header's last-updated label's frame, the lower half; nil when the component shows no such label.
    public let lastUpdatedLabel: Rect?
    /// The arrow image (normal style); present even while the arrow is hidden.
    public let arrow: Rect?
    /// The activity indicator (normal style).
    public let indicator: Rect?
    /// The gif image view's frame (gif style): left of the text; the trailer's covers the whole component.
    public let gif: Rect?
}

extension ComponentLayout {
    /// The same layout mirrored about the vertical centre line of a component `width` wide, as
    /// UIKit lays out a right-to-left interface.
    func mirrored(inWidth width: Double) -> ComponentLayout {
        func mirror(_ rect: Rect?) -> Rect? {
            rect.map { Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        }
        return ComponentLayout(
            stateLabel: mirror(stateLabel), lastUpdatedLabel: mirror(lastUpdatedLabel), arrow: mirror(arrow),
            indicator: mirror(indicator), gif: mirror(gif))
    }
}

extension RefreshComponent {
    /// The subviews' frames for the current texts and state, laid out like MJRefresh's
    /// `placeSubviews`; computed on demand, so new texts are laid out at once. Right to left,
    /// the whole layout is mirrored (the arrow sits right of the text).
    public var layout: ComponentLayout {
        let layout = leftToRightLayout
        return texts.layoutDirection == .rightToLeft ? layout.mirrored(inWidth: frame.width) : layout
    }

    private var leftToRightLayout: ComponentLayout {
        guard settings.style.hasLabel else {
            return ComponentLayout(stateLabel: nil, lastUpdatedLabel: nil, arrow: nil, indicator: nil, gif: nil)
        }
        return type == .trailer ? trailerLayout : stackedLayout
    }

    /// Header and footers: the state label fills the component, or its top half with the
    /// last-updated label below; arrow, indicator and gif sit `labelLeftInset` left of the widest
    /// text. A hidden state label is not placed (`MJRefreshStateHeader.placeSubviews` returns early,
    /// leaving the last-updated label at its zero frame); the arrow and indicator then centre, and
    /// a header's or back footer's gif covers the component when no text shows.
    private var stackedLayout: ComponentLayout {
        let width = frame.width
        let height = frame.height
        let header = self as? Header
        let detail = header?.detailText
        let half = height / 2
        let style = settings.style
        let stateLabelHidden = settings.stateLabelHidden
        let labelLeftInset = settings.laidOutLabelLeftInset
        let detailFont = settings.lastUpdated?.font ?? settings.font
        let detailWidth = detail.map { measuredTexts.width(of: $0, in: detailFont) } ?? 0
        let textWidth = max(stateLabelHidden ? 0 : measuredTexts.width(of: text, in: settings.font), detailWidth)
        let textHidden = type == .autoFooter ? settings.refreshingTitleHidden : stateLabelHidden
        let centerX = textHidden ? width / 2 : width / 2 - textWidth / 2 - labelLeftInset
        let center = Point(x: centerX, y: half)
        let isNormal = style == .normal
        let gifCovers = style == .gif && type != .autoFooter && stateLabelHidden && detail == nil
        let lastUpdatedLabel: Rect? =
            if detail == nil {
                nil
            } else if stateLabelHidden {
                Rect(x: 0, y: 0, width: 0, height: 0)
            } else {
                Rect(x: 0, y: half, width: width, height: height - half)
            }
        return ComponentLayout(
            stateLabel: stateLabelHidden ? nil : Rect(x: 0, y: 0, width: width, height: detail == nil ? height : half),
            lastUpdatedLabel: lastUpdatedLabel,
            arrow: isNormal && hasArrow ? Rect(center: center, size: settings.laidOutArrowSize(for: type)) : nil,
            indicator: isNormal && hasIndicator ? Rect(center: center, size: settings.indicatorStyle.size) : nil,
            gif: style == .gif
                ? Rect(x: 0, y: 0, width: gifCovers ? width : width / 2 - textWidth / 2 - labelLeftInset, height: height) : nil)
    }

    /// The seed's righter (`MJRefreshRighter.scrollViewContentSizeDidChange:`): the arrow at the
    /// left edge, centred vertically; the indicator on the arrow's frame; a 20 pt label 5 pt right
    /// of the arrow, as tall as the component.
    private func righterLayout(arrowSize: Size) -> ComponentLayout {
        let arrow = Rect(x: 0, y: (frame.height - arrowSize.height) / 2, width: arrowSize.width, height: arrowSize.height)
        let label = Rect(
            x: arrowSize.width + TrailerVariant.righterGap, y: 0, width: TrailerVariant.righterLabelWidth, height: frame.height)
        return ComponentLayout(
            stateLabel: label, lastUpdatedLabel: nil, arrow: settings.style == .normal ? arrow : nil,
            indicator: settings.style == .normal ? arrow : nil, gif: nil)
    }

    /// Trailer: a one-character-wide label (`ceil(font size)`) centred, or right of the arrow, which
    /// sits 5 pt from the left edge (`MJRefreshStateTrailer`, `MJRefreshNormalTrailer.placeSubviews`).
    /// A hidden state label is not placed, and the arrow then centres in the trailer.
    private var trailerLayout: ComponentLayout {
        let arrowSize = settings.laidOutArrowSize(for: .trailer)
        if settings.variant == .righter { return righterLayout(arrowSize: arrowSize) }
        let width = frame.width
        let height = frame.height
        let stateLabelHidden = settings.stateLabelHidden
        let labelSize = Size(width: settings.font.size.rounded(.up), height: height)
        let isNormal = settings.style == .normal
        let labelCenterX = isNormal ? (width + arrowSize.width) / 2 : width / 2
        let arrowCenterX = stateLabelHidden ? width / 2 : arrowSize.width / 2 + 5
        let arrowCenter = Point(x: arrowCenterX, y: height / 2)
        return ComponentLayout(
            stateLabel: stateLabelHidden ? nil : Rect(center: Point(x: labelCenterX, y: height / 2), size: labelSize),
            lastUpdatedLabel: nil,
            arrow: isNormal ? Rect(center: arrowCenter, size: arrowSize) : nil,
            indicator: nil,
            gif: settings.style == .gif ? Rect(x: 0, y: 0, width: width, height: height) : nil)
    }
}
