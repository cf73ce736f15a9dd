/// How a refresh component is set up (SPEC.md §4), every setting with MJRefresh's default beside
/// it: what a spec's component mapping says once decoded, and what the engine's header, footers
/// and trailer are made with. The spec's own parts (the id, the label keys a locale resolves,
/// where each key is written) are not settings: `ComponentSpec` keeps them.
public struct ComponentSettings: Sendable, Hashable {
    /// Which subviews it has: MJRefresh's normal style (label, arrow and activity indicator)
    /// unless set; a scroll observer's is plain.
    public var style = ComponentStyle.normal
    /// A header's or footer's height in points; nil: the type's ``ComponentType/defaultSize``.
    public var height: Double?
    /// A trailer's width in points; nil: the type's ``ComponentType/defaultSize``. The righter's
    /// follows from ``laidOutArrowSize`` (``TrailerVariant/righterWidth(arrowWidth:)``).
    public var width: Double?
    /// Trailer: MJRefresh's trailer unless set, or the seed's righter.
    public var variant = TrailerVariant.standard
    /// Header, back footer and trailer, normal style: the arrow image's size; nil: the standard
    /// one (``standardArrowSize(for:variant:)``).
    public var arrowSize: Size?
    /// The pulling threshold lies `triggerRate × size` past where the component starts to show;
    /// MJRefresh's 1 unless set (header, back footer, trailer).
    public var triggerRate = 1.0
    /// Points of inset ignored on the component's side, MJRefresh's
    /// `ignoredScrollViewContentInsetTop` (header), `…Bottom` (footers), `…Right` (trailer); 0.
    public var ignoredContentInset = 0.0
    /// Whether alpha follows pullingPercent while not refreshing (and starts at 0); false.
    public var automaticallyChangeAlpha = false
    /// Seconds of the begin (`fast`) and end (`slow`) animations; MJRefresh's 0.25 and 0.4.
    public var animation = AnimationDurations.standard
    /// Whether the component starts hidden (UIKit's `hidden`); false.
    public var hidden = false
    /// Whether `reloadData` of a table or collection view hides the component when there is no
    /// data: the seed trailer's behaviour, and for footers MJRefresh's `automaticallyHidden`
    /// before 3.1 (a no-op since); false. Never a header's: MJRefresh never hid one.
    public var hideWhenNoData = false
    /// The state label's color, MJRefresh's `MJRefreshLabelTextColor` (90, 90, 90) unless set.
    public var textColor = Color(red: 0x5A, green: 0x5A, blue: 0x5A)
    /// The labels' font, MJRefresh's bold 14 unless set; only size and weight matter, for the
    /// SPEC.md §8 text width.
    public var font = Font.standard
    /// Whether the state label is hidden (`stateLabel.hidden`, Example 04); false. The arrow
    /// and indicator centre then.
    public var stateLabelHidden = false
    /// Gap between the arrow, indicator or gif and the widest text (`labelLeftInset`); nil: the
    /// style's ``standardLabelLeftInset(for:)``.
    public var labelLeftInset: Double?
    /// Normal style, header and footers: the activity indicator's style; medium unless set.
    public var indicatorStyle = IndicatorStyle.medium
    /// Normal style, header and footers: the activity indicator's color; nil: UIKit's gray.
    public var indicatorColor: Color?
    /// Header: its last-updated label; nil for the other types and a plain header, and then a
    /// header shows MJRefresh's (``LastUpdatedSettings/init()``).
    public var lastUpdated: LastUpdatedSettings?
    /// Auto footer: the share of its height that must show before it triggers
    /// (`triggerAutomaticallyRefreshPercent`); 1.
    public var triggerPercent = 1.0
    /// Auto footer: automatic triggers per drag, -1 for unlimited; 1.
    public var autoTriggerTimes = 1
    /// Auto footer: whether scrolling triggers it at all; true.
    public var automaticallyRefresh = true
    /// Auto footer: whether the label is empty while refreshing; false.
    public var refreshingTitleHidden = false
    /// Gif style: the frames of each state; none, so the image stays at frame 0.
    public var images: [RefreshState: GifImages] = [:]
    /// Gif style: whether the app sets ``height`` after `setImages:duration:forState:`, so that a
    /// taller first image does not raise it; false: before, as the images then raise it.
    public var heightAfterImages = false

    /// MJRefresh's settings: a normal component of the type's default size. Inlinable, so that
    /// the decoder fills a component's settings in place rather than copying them in.
    @inlinable
    public init() {}

    /// The gap when ``labelLeftInset`` is nil: `MJRefreshLabelLeftInset` 25, the gif style's 20.
    public static func standardLabelLeftInset(for style: ComponentStyle) -> Double { style == .gif ? 20 : 25 }

    /// The gap laid out: ``labelLeftInset``, or the style's ``standardLabelLeftInset(for:)``.
    public var laidOutLabelLeftInset: Double { labelLeftInset ?? Self.standardLabelLeftInset(for: style) }

    /// The arrow when ``arrowSize`` is nil: a header's or back footer's MJRefresh's
    /// `arrow@2x.png`, 30 × 80 pixels at scale 2 (`mj_arrowImage`), so 15 × 40 points; the
    /// trailer's `trail_arrow@2x.png`, 40 × 40 pixels (`mj_trailArrowImage`), so 20 × 20 points;
    /// the righter's 15 × 15.
    public static func standardArrowSize(for type: ComponentType, variant: TrailerVariant) -> Size {
        guard type == .trailer else { return Size(width: 15, height: 40) }
        switch variant {
        case .standard: return Size(width: 20, height: 20)
        case .righter: return Size(width: 15, height: 15)
        }
    }

    /// The arrow of a component of `type` laid out: ``arrowSize``, or the standard one
    /// (``standardArrowSize(for:variant:)``).
    public func laidOutArrowSize(for type: ComponentType) -> Size {
        arrowSize ?? Self.standardArrowSize(for: type, variant: variant)
    }

    /// The size along the axis of a component of `type` as MJRefresh lays it out: ``width``
    /// for a trailer, ``height`` for the others, or the type's ``ComponentType/defaultSize``; a
    /// gif header or footer takes the height of a first image taller than that
    /// (`setImages:duration:forState:`) unless its height is set afterwards
    /// (``heightAfterImages``), while the trailer, which has no gif class in MJRefresh, keeps
    /// its width.
    public func size(as type: ComponentType) -> Double {
        let size = (type == .trailer ? width : height) ?? type.defaultSize
        guard style == .gif, type != .trailer, !(heightAfterImages && height != nil) else { return size }
        return images.values.compactMap(\.size?.height).reduce(size, max)
    }
}
