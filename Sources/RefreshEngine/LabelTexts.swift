import RefreshCore

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
