import Diagnostics
import RefreshCore

/// A refresh component attached to the scroll view (SPEC.md §4), every key resolved to its
/// value or its default.
public struct ComponentSpec: Sendable, Hashable {
    /// The id, unique in the file.
    public var id: String
    /// What the component is.
    public var type: ComponentType
    /// Which subviews it has (plain for a scroll observer, which has none).
    public var style: Style
    /// Height in points; nil for a trailer and an observer.
    public var height: Double?
    /// Width in points; a trailer's only (the righter's follows from `arrowSize`).
    public var width: Double?
    /// Trailer: MJRefresh's trailer or the seed's righter; `.standard` for the other types.
    public var variant: TrailerVariant = .standard
    /// Trailer, normal style: the arrow image's size; MJRefresh's `trail_arrow.png` 15×15.
    public var arrowSize = Size(width: 15, height: 15)
    /// Pulling threshold as a multiple of the component's size.
    public var triggerRate: Double
    /// The inset the component ignores (header: top; footers: bottom; trailer: right).
    public var ignoredContentInset: Double
    /// Whether alpha follows pullingPercent while not refreshing.
    public var automaticallyChangeAlpha: Bool
    /// The fast and slow animation durations.
    public var animation: AnimationDurations
    /// The initial hidden flag.
    public var hidden: Bool
    /// Whether `reloadData` hides the component when there is no data.
    public var hideWhenNoData: Bool
    /// The label of each state the type shows: the spec's own, else the built-in key.
    public var labels: Labels
    /// The state label's color.
    public var textColor: Color
    /// The state label's font.
    public var font: Font
    /// The last-updated label; headers only.
    public var lastUpdated: LastUpdated?
    /// Whether the state label is hidden (`stateLabel.hidden`, Example 04).
    public var stateLabelHidden = false
    /// Gap between the arrow, indicator or gif and the text; nil: 25, gif style 20.
    public var labelLeftInset: Double?
    /// Normal style, header and footers: the activity indicator's style.
    public var indicatorStyle = IndicatorStyle.medium
    /// Normal style, header and footers: the activity indicator's color; nil: UIKit's default gray.
    public var indicatorColor: Color?
    /// Auto footer: the share of its height that must show before it triggers.
    public var triggerPercent: Double
    /// Auto footer: automatic triggers per drag; -1 is unlimited.
    public var autoTriggerTimes: Int
    /// Auto footer: whether scrolling triggers it at all.
    public var automaticallyRefresh: Bool
    /// Auto footer: whether the text is empty while refreshing.
    public var refreshingTitleHidden: Bool
    /// Gif style: the frames of each state.
    public var images: [RefreshState: GifImages]
    /// Where the component's mapping starts.
    public var mark: Mark
    /// Where each key written in the component's mapping is (the key, not its value), by key
    /// name; a key left to its default is absent. What `generate swift` locates its warnings at.
    public var keyMarks = KeyMarks()
}
