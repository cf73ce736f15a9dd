import Diagnostics
import RefreshCore

extension ComponentSpec {
    /// A header's last-updated label (SPEC.md §4 `lastUpdated`, §8).
    public struct LastUpdated: Sendable, Hashable {
        /// Whether the label is hidden.
        public var hidden: Bool
        /// The key the last update is stored under (the component id unless given): headers with
        /// the same key share their last update time, as MJRefresh's `lastUpdatedTimeKey` does.
        public var key: String
        /// The recorded last update, or nil for "no record".
        public var at: Timestamp?
        /// Where `at` is written; nil when it is not.
        public var atMark: Mark?
        /// How the label decides "today"; MJRefresh's day of the month unless given.
        public var today: TodayRule
        /// The text standing in for MJRefresh's `lastUpdatedTimeText` block, with `{time}`,
        /// `{date}` and `{today}` placeholders; nil for MJRefresh's own text.
        public var format: Format?
        /// The label's font (Example 05); nil: the component's `font`.
        public var font: Font? = nil
        /// The label's color (Example 05); nil: the component's `textColor`.
        public var textColor: Color? = nil

        /// The label's settings; by default MJRefresh's "today" and text.
        public init(
            hidden: Bool, key: String, at: Timestamp? = nil, atMark: Mark? = nil, today: TodayRule = .dayOfMonth,
            format: Format? = nil
        ) {
            self.hidden = hidden
            self.key = key
            self.at = at
            self.atMark = atMark
            self.today = today
            self.format = format
        }

        /// `lastUpdated.format`: the text and where it is written.
        public struct Format: Sendable, Hashable {
            /// The placeholders a format may hold.
            public static let placeholders = ["{time}", "{date}", "{today}"]

            /// The text, placeholders unfilled.
            public var text: String
            /// Where it is written.
            public var mark: Mark

            /// A format written at `mark`.
            public init(text: String, mark: Mark) {
                self.text = text
                self.mark = mark
            }
        }
    }
}
