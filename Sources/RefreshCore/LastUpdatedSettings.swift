import Foundation

/// How a header's last-updated label is set up (SPEC.md §4 `lastUpdated`, §8), every setting
/// with MJRefresh's default beside it.
public struct LastUpdatedSettings: Sendable, Hashable {
    /// The placeholders a ``format`` may hold.
    public static let formatPlaceholders = ["{time}", "{date}", "{today}"]

    /// Whether the label is hidden (the state label then takes the full height); false.
    public var hidden = false
    /// The key the last update is stored under: headers with the same key share their last
    /// update time (MJRefresh's `lastUpdatedTimeKey`). MJRefresh's one constant
    /// `MJRefreshHeaderLastUpdatedTimeKey` unless set; a spec's header sets its component id.
    public var key = "MJRefreshHeaderLastUpdatedTimeKey"
    /// The last update before the simulation starts; nil: no record.
    public var at: Date?
    /// How the label decides "today"; MJRefresh's day of the month unless set.
    public var today = TodayRule.dayOfMonth
    /// A text with `{time}`, `{date}` and `{today}` placeholders that stands in for MJRefresh's
    /// `lastUpdatedTimeText` block when there is a last update; nil: MJRefresh's own text.
    public var format: String?
    /// The text that block returns before any update (MJRefresh calls it with nil); nil:
    /// MJRefresh's own `lastTime` + `noRecord`.
    public var noRecordText: String?
    /// The label's font (Example 05); nil: the component's `font`.
    public var font: Font?
    /// The label's color (Example 05); nil: the component's `textColor`.
    public var textColor: Color?

    /// MJRefresh's settings: a visible label under MJRefresh's key, never updated.
    @inlinable
    public init() {}
}
