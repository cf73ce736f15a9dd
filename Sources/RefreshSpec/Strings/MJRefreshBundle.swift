/// What the built-in catalog owes to MJRefresh.bundle (SPEC.md §5): for the six languages that
/// bundle ships, every text it has is its own `Localizable.strings` value; the other built-in
/// locales and the texts listed in ``missingKeys`` are refreshspec's own translations.
public enum MJRefreshBundle {
    /// The languages MJRefresh.bundle has a `<lang>.lproj/Localizable.strings` for.
    public static let locales = ["en", "zh-Hans", "zh-Hant", "ko", "ru", "uk"]

    /// Built-in key → the key MJRefresh's `NSBundle+MJRefresh` looks up (`MJRefreshConst.h`).
    public static let keys: [String: String] = [
        "header.idle": "MJRefreshHeaderIdleText",
        "header.pulling": "MJRefreshHeaderPullingText",
        "header.refreshing": "MJRefreshHeaderRefreshingText",
        "header.lastTime": "MJRefreshHeaderLastTimeText",
        "header.today": "MJRefreshHeaderDateTodayText",
        "header.noRecord": "MJRefreshHeaderNoneLastDateText",
        "backFooter.idle": "MJRefreshBackFooterIdleText",
        "backFooter.pulling": "MJRefreshBackFooterPullingText",
        "backFooter.refreshing": "MJRefreshBackFooterRefreshingText",
        "backFooter.noMoreData": "MJRefreshBackFooterNoMoreDataText",
        "autoFooter.idle": "MJRefreshAutoFooterIdleText",
        "autoFooter.refreshing": "MJRefreshAutoFooterRefreshingText",
        "autoFooter.noMoreData": "MJRefreshAutoFooterNoMoreDataText",
        "trailer.idle": "MJRefreshTrailerIdleText",
        "trailer.pulling": "MJRefreshTrailerPullingText",
    ]

    /// Per bundle language, the built-in keys its `Localizable.strings` lacks: MJRefresh then
    /// shows the key name itself (`MJRefreshTrailerIdleText`), refreshspec its own translation.
    public static let missingKeys: [String: Set<String>] = [
        "en": ["trailer.idle", "trailer.pulling"],
        "ko": ["trailer.idle", "trailer.pulling"],
        "ru": ["trailer.idle", "trailer.pulling"],
        "uk": ["trailer.idle", "trailer.pulling"],
    ]

    /// Whether the built-in text of `key` in `locale` is one MJRefresh.bundle lacks.
    public static func lacks(_ key: String, locale: String) -> Bool {
        missingKeys[locale]?.contains(key) == true
    }
}
