import RefreshCore

extension KeyTable {
    private typealias Types = [ComponentType]
    private static let refreshing: Types = [.header, .backFooter, .autoFooter, .trailer]
    private static let labelled: [ComponentStyle] = [.state, .normal, .gif]
    private static let states = RefreshState.allCases.map(\.rawValue)
    /// MJRefresh's settings: every default of a component key is read from here.
    private static let standard = ComponentSettings()
    /// MJRefresh's last-updated label: every default of a `lastUpdated` key is read from here.
    private static let standardLastUpdated = LastUpdatedSettings()

    /// An item of `components` (SPEC.md §4).
    public static let component = KeyTable("component", ComponentKey.self) { key in
        switch key {
        case .id: KeyDescription(key, .identifier, required: true, "unique in the file; reports and steps use it")
        case .type: KeyDescription(key, .choice(ComponentType.allCases.map(\.rawValue)), required: true, "what the component is")
        case .style:
            KeyDescription(
                key, .choice(ComponentStyle.allCases.map(\.rawValue)), default: .string(standard.style.rawValue),
                types: refreshing,
                "which subviews it has")
        case .height:
            KeyDescription(
                key, .number(.positive), default: .defaultSize(of: [.header, .backFooter, .autoFooter]),
                types: [.header, .backFooter, .autoFooter], "height, points")
        case .width:
            KeyDescription(
                key, .number(.positive), default: .defaultSize(of: [.trailer]), types: [.trailer],
                "width, points; the righter's is arrowSize.width + 30")
        case .variant:
            KeyDescription(
                key, .choice(TrailerVariant.allCases.map(\.rawValue)), default: .string(standard.variant.rawValue),
                types: [.trailer], "standard (MJRefreshTrailer) or righter (the seed's MJRefreshRighter)")
        case .arrowSize:
            KeyDescription(
                key, .mapping(.positiveSize), default: .computed(standardArrowSize), types: [.header, .backFooter, .trailer],
                styles: [.normal], "the arrow image's size, points (MJRefresh's arrow@2x.png: 15×40, trail_arrow@2x.png: 20×20)")
        case .triggerRate:
            KeyDescription(
                key, .number(.positive), default: .number(standard.triggerRate), types: [.header, .backFooter, .trailer],
                fraction: true, "pulling threshold as a multiple of the size")
        case .ignoredContentInset:
            KeyDescription(
                key, .number(.any), default: .number(standard.ignoredContentInset), types: refreshing,
                "header: top; footers: bottom; trailer: right")
        case .automaticallyChangeAlpha:
            KeyDescription(
                key, .bool, default: .bool(standard.automaticallyChangeAlpha), types: refreshing,
                "alpha follows pullingPercent while not refreshing")
        case .animation:
            KeyDescription(
                key, .oneOf([.mapping(.animation), .choice(["none"])]), default: .computed(KeyTable.standardAnimation),
                types: refreshing, "animation durations; none = both 0")
        case .hidden: KeyDescription(key, .bool, default: .bool(standard.hidden), "initial hidden flag")
        case .attached:
            KeyDescription(
                key, .bool, default: .bool(true), types: refreshing,
                "false: made but not attached until an attach step (beginRefreshing before leaves it in willRefresh)")
        case .hideWhenNoData:
            KeyDescription(
                key, .bool, default: .bool(standard.hideWhenNoData), types: [.backFooter, .autoFooter, .trailer],
                "after each reloadData, hidden = (dataCount == 0): the seed trailer's; footers: MJRefresh before 3.1")
        case .labels:
            KeyDescription(
                key, .dictionary(key: .choice(states), value: .oneOf([.string, .mapping(.labelText)])),
                default: .computed("built-in keys of the type"), types: refreshing, styles: labelled,
                "state → string key or {text: literal}")
        case .textColor:
            KeyDescription(
                key, .color, default: .string(standard.textColor.description), types: refreshing, styles: labelled,
                "state label color")
        case .font:
            KeyDescription(
                key, .mapping(.font), default: .computed(KeyTable.standardFont), types: refreshing, styles: labelled,
                "state label font, for the text width")
        case .stateLabel:
            KeyDescription(key, .mapping(.stateLabel), types: refreshing, styles: labelled, "the state label: {hidden}")
        case .labelLeftInset:
            KeyDescription(
                key, .number(.any), default: .computed(standardLabelLeftInset), types: [.header, .backFooter, .autoFooter],
                styles: [.normal, .gif], "gap between the arrow, indicator or gif and the text, points (MJRefreshLabelLeftInset)")
        case .indicator:
            KeyDescription(
                key, .mapping(.indicator), types: [.header, .backFooter, .autoFooter], styles: [.normal],
                "the activity indicator: {style, color}")
        case .lastUpdated:
            KeyDescription(
                key, .mapping(.lastUpdated), default: .computed("{hidden: \(standardLastUpdated.hidden), key: component id}"),
                types: [.header], styles: labelled, "the last-updated label")
        case .triggerPercent:
            KeyDescription(
                key, .number(.any), default: .number(standard.triggerPercent), types: [.autoFooter], fraction: true,
                "share of the height that must show before it triggers; negative: before it shows (warning)")
        case .autoTriggerTimes:
            KeyDescription(
                key, .integer(minimum: 1, sentinel: -1), default: .integer(standard.autoTriggerTimes), types: [.autoFooter],
                "automatic triggers per drag; -1 unlimited")
        case .automaticallyRefresh:
            KeyDescription(
                key, .bool, default: .bool(standard.automaticallyRefresh), types: [.autoFooter], "whether scrolling triggers it")
        case .refreshingTitleHidden:
            KeyDescription(
                key, .bool, default: .bool(standard.refreshingTitleHidden), types: [.autoFooter], styles: labelled,
                "empty text while refreshing")
        case .images:
            KeyDescription(
                key, .dictionary(key: .choice(states), value: .mapping(.gifImages)), types: refreshing, styles: [.gif],
                "state → image frames")
        case .heightAfterImages:
            KeyDescription(
                key, .bool, default: .bool(standard.heightAfterImages), types: [.header, .backFooter, .autoFooter],
                styles: [.gif], "true: the app sets height after setImages:, so a taller first image does not raise it")
        }
    }

    /// A component's `font`.
    public static let font = KeyTable("font", FontKey.self) { key in
        switch key {
        case .size: KeyDescription(key, .number(.positive), default: .number(standard.font.size), "point size")
        case .weight:
            KeyDescription(
                key, .choice(Font.Weight.allCases.map(\.rawValue)), default: .string(standard.font.weight.rawValue),
                "regular or bold")
        }
    }

    /// A component's `animation`.
    public static let animation = KeyTable("animation", AnimationKey.self) { key in
        switch key {
        case .fast:
            KeyDescription(
                key, .number(.nonNegative), default: .number(standard.animation.fast), "MJRefreshFastAnimationDuration, seconds")
        case .slow:
            KeyDescription(
                key, .number(.nonNegative), default: .number(standard.animation.slow), "MJRefreshSlowAnimationDuration, seconds")
        }
    }

    /// A header's `lastUpdated`.
    public static let lastUpdated = KeyTable("lastUpdated", LastUpdatedKey.self) { key in
        switch key {
        case .hidden: KeyDescription(key, .bool, default: .bool(standardLastUpdated.hidden), "whether the label is hidden")
        case .key:
            KeyDescription(
                key, .string, default: .computed("component id"),
                "the key the last update is stored under; headers with one key share it (MJRefresh's lastUpdatedTimeKey)")
        case .at: KeyDescription(key, .timestamp, "the recorded last update; omitted: no record")
        case .today:
            KeyDescription(
                key, .choice(TodayRule.allCases.map(\.rawValue)), default: .string(standardLastUpdated.today.rawValue),
                "dayOfMonth: MJRefresh's same day number (the 15th of last month is today); calendarDay: the same date")
        case .format:
            KeyDescription(
                key, .string, default: .computed("lastTime + {today}{date} {time}"),
                "the label text when there is a last update, with {time}, {date} and {today} (MJRefresh's lastUpdatedTimeText)")
        case .noRecordText:
            KeyDescription(
                key, .string, default: .computed("lastTime + noRecord"),
                "the label text before any update (what MJRefresh's lastUpdatedTimeText block returns for nil)")
        case .font: KeyDescription(key, .mapping(.font), default: .computed("the component's font"), "the label's font")
        case .textColor: KeyDescription(key, .color, default: .computed("the component's textColor"), "the label's color")
        }
    }

    /// A component's `stateLabel`.
    public static let stateLabel = KeyTable("stateLabel", StateLabelKey.self) { key in
        switch key {
        case .hidden:
            KeyDescription(
                key, .bool, default: .bool(standard.stateLabelHidden), "whether the state label is hidden (stateLabel.hidden)")
        }
    }

    /// A normal-style component's `indicator`.
    public static let indicator = KeyTable("indicator", IndicatorKey.self) { key in
        switch key {
        case .style:
            KeyDescription(
                key, .choice(IndicatorStyle.allCases.map(\.rawValue)), default: .string(standard.indicatorStyle.rawValue),
                "UIActivityIndicatorViewStyle: medium (20×20) or large (37×37)")
        case .color: KeyDescription(key, .color, default: .computed("UIKit's gray"), "the indicator's color")
        }
    }

    /// One state of a component's `images`.
    public static let gifImages = KeyTable("images", GifImagesKey.self) { key in
        switch key {
        case .frames:
            KeyDescription(key, .integer(minimum: 1, sentinel: nil), required: true, maximum: 10_000, "number of frames")
        case .duration:
            KeyDescription(
                key, .number(.nonNegative), default: .computed("frames × 0.1"), "seconds for one run through the frames")
        case .size:
            KeyDescription(
                key, .mapping(.positiveSize), "the first image's size, points; a taller image grows a header's or footer's height"
            )
        }
    }

    /// A literal label.
    public static let labelText = KeyTable("label", LabelTextKey.self) { key in
        switch key {
        case .text: KeyDescription(key, .string, required: true, "the literal text, the same in every locale")
        }
    }

    /// `animation`'s default in words.
    private static let standardAnimation =
        "{fast: \(standard.animation.fast.shortText), slow: \(standard.animation.slow.shortText)}"

    /// `font`'s default in words.
    private static let standardFont = "{size: \(standard.font.size.shortText), weight: \(standard.font.weight.rawValue)}"

    /// `arrowSize`'s default in words: a header's and back footer's, the trailer's and the righter's.
    private static let standardArrowSize =
        sizeText(ComponentSettings.standardArrowSize(for: .header, variant: .standard)) + "; trailer "
        + sizeText(ComponentSettings.standardArrowSize(for: .trailer, variant: .standard)) + "; righter "
        + sizeText(ComponentSettings.standardArrowSize(for: .trailer, variant: .righter))

    /// A size as a spec writes it.
    private static func sizeText(_ size: Size) -> String {
        "{width: \(size.width.shortText), height: \(size.height.shortText)}"
    }

    /// `labelLeftInset`'s default in words: the normal style's and the gif style's.
    private static let standardLabelLeftInset =
        "\(ComponentSettings.standardLabelLeftInset(for: .normal).shortText); gif style "
        + ComponentSettings.standardLabelLeftInset(for: .gif).shortText
}

/// The keys of ``KeyTable/component``.
enum ComponentKey: Int, NumberedKey {
    case id, type, style, height, width, variant, arrowSize, triggerRate, ignoredContentInset, automaticallyChangeAlpha
    case animation, hidden, hideWhenNoData, labels, textColor, font, stateLabel, labelLeftInset, indicator, lastUpdated
    case triggerPercent, autoTriggerTimes, automaticallyRefresh, refreshingTitleHidden, images, heightAfterImages
    case attached
}

/// The keys of ``KeyTable/font``.
enum FontKey: Int, NumberedKey {
    case size, weight
}

/// The keys of ``KeyTable/animation``.
enum AnimationKey: Int, NumberedKey {
    case fast, slow
}

/// The keys of ``KeyTable/lastUpdated``.
enum LastUpdatedKey: Int, NumberedKey {
    case hidden, key, at, today, format, noRecordText, font, textColor
}

/// The keys of ``KeyTable/stateLabel``.
enum StateLabelKey: Int, NumberedKey {
    case hidden
}

/// The keys of ``KeyTable/indicator``.
enum IndicatorKey: Int, NumberedKey {
    case style, color
}

/// The keys of ``KeyTable/gifImages``.
enum GifImagesKey: Int, NumberedKey {
    case frames, duration, size
}

/// The keys of ``KeyTable/labelText``.
enum LabelTextKey: Int, NumberedKey {
    case text
}
