import RefreshCore

extension RefreshComponent {
    /// The settings every refresh component has (SPEC.md §4 common keys).
    public struct Options: Sendable {
        /// Which subviews the component has; default `.normal` (label with arrow and/or activity indicator).
        public var style: Style
        /// Height (width for the trailer); nil: header 54, footers 44, trailer 60.
        public var size: Double?
        /// The pulling threshold is `triggerRate × size` past the point where the component shows.
        public var triggerRate: Double
        /// MJRefresh's `ignoredScrollViewContentInset…` on the component's side.
        public var ignoredInset: Double
        /// Whether alpha follows pullingPercent while not refreshing (and starts at 0); default false.
        public var automaticallyChangeAlpha: Bool
        /// Seconds of the begin (`fast`) and end (`slow`) animations; default `.standard`, 0.25 and 0.4.
        public var animation: AnimationDurations
        /// Whether the component starts hidden (UIKit's `hidden`); default false.
        public var hidden: Bool
        /// After each `reloadData` of a table or collection view, hidden = (dataCount == 0);
        /// footers and trailer only, a header ignores it. Default false.
        public var hideWhenNoData: Bool
        /// Font of the labels, for the text-width metric.
        public var font: Font
        /// The labels' texts, already resolved for one locale; default no titles (empty labels).
        public var texts: LabelTexts
        /// Gif style: frames per state; default none, so the image stays at frame 0.
        public var images: [RefreshState: GifImages]
        /// Whether the state label is hidden (`stateLabel.hidden`); default false.
        public var stateLabelHidden = false
        /// Gap between the arrow, indicator or gif and the text (`labelLeftInset`); nil: 25, gif style 20.
        public var labelLeftInset: Double?
        /// The activity indicator's style; default `.medium`.
        public var indicatorStyle = IndicatorStyle.medium
        /// Header only: the last-updated label's font; nil: the state label's `font`.
        public var lastUpdatedFont: Font?

        /// Creates options; every argument has MJRefresh's default.
        public init(
            style: Style = .normal, size: Double? = nil, triggerRate: Double = 1,
            ignoredInset: Double = 0, automaticallyChangeAlpha: Bool = false,
            animation: AnimationDurations = .standard, hidden: Bool = false,
            hideWhenNoData: Bool = false, font: Font = .standard,
            texts: LabelTexts = LabelTexts(), images: [RefreshState: GifImages] = [:]
        ) {
            self.style = style
            self.size = size
            self.triggerRate = triggerRate
            self.ignoredInset = ignoredInset
            self.automaticallyChangeAlpha = automaticallyChangeAlpha
            self.animation = animation
            self.hidden = hidden
            self.hideWhenNoData = hideWhenNoData
            self.font = font
            self.texts = texts
            self.images = images
        }
    }
}

/// The plain texts a component's labels show; the caller resolves keys and locales.
public struct LabelTexts: Sendable, Hashable {
    /// The state label's text for each state; a state without one shows an empty label.
    public var titles: [RefreshState: String]
    /// Header only: prefix of the last-updated label, e.g. `Last update: `.
    public var lastTime: String
    /// Header only: word for an update on the current day, e.g. `Today`.
    public var today: String
    /// Header only: shown after `lastTime` when never updated, e.g. `No record`.
    public var noRecord: String
    /// The direction the labels' language is written in; the layout mirrors right to left.
    public var layoutDirection: LayoutDirection

    /// Texts as given; the header words default to MJRefresh's English ones.
    public init(
        titles: [RefreshState: String] = [:], lastTime: String = "Last update: ",
        today: String = "Today", noRecord: String = "No record", layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.titles = titles
        self.lastTime = lastTime
        self.today = today
        self.noRecord = noRecord
        self.layoutDirection = layoutDirection
    }
}
