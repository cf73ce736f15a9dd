import RefreshCore

extension KeyTable {
    private static let refreshing: [ComponentType] = [.header, .backFooter, .autoFooter, .trailer]

    /// An item of `scenarios` (SPEC.md §7).
    public static let scenario = KeyTable(
        "scenario",
        [
            KeySpec("name", .string, required: true, "unique in the file"),
            KeySpec("locale", .locale, default: .computed("defaultLocale"), "the locale labels start in"),
            KeySpec("steps", .steps(.step), required: true, "the steps, in order"),
        ])

    /// The steps: each a bare word (when its argument may be `.nothing`) or a one-key mapping.
    public static let step = KeyTable(
        "step",
        [
            KeySpec("drag", .mapping(.drag), "the finger moves by (dx, dy); the offset moves the opposite way"),
            KeySpec("release", .oneOf([.nothing, .mapping(.release)]), "the pan ends and the scroll view settles"),
            KeySpec("cancel", .nothing, "the finger leaves without a release (a system gesture): the pan is cancelled"),
            KeySpec("wait", .number(.nonNegative), "advance the virtual clock, seconds"),
            KeySpec("scrollTo", .mapping(.point), "setContentOffset without animation"),
            KeySpec("beginRefreshing", .componentID, types: refreshing, "MJRefresh's beginRefreshing"),
            KeySpec("endRefreshing", .componentID, types: refreshing, "MJRefresh's endRefreshing, at the end of the step"),
            KeySpec(
                "endRefreshingWithNoMoreData", .componentID, types: [.backFooter, .autoFooter, .trailer],
                "endRefreshingWithNoMoreData"),
            KeySpec("resetNoMoreData", .componentID, types: [.backFooter, .autoFooter, .trailer], "resetNoMoreData"),
            KeySpec("tap", .componentID, types: [.autoFooter], "tap an auto footer's state label"),
            KeySpec("setContentSize", .mapping(.size), "omitted side unchanged"),
            KeySpec("setContentInset", .mapping(.insetsChange), "omitted sides unchanged"),
            KeySpec("reloadData", .mapping(.reloadData), "sets dataCount (and the content size), then applies hideWhenNoData"),
            KeySpec("setHidden", .dictionary(key: .componentID, value: .bool), types: refreshing, "component id → hidden flag"),
            KeySpec("setLocale", .locale, "labels re-resolve immediately"),
            KeySpec("appear", .nothing, "the scroll view enters a window"),
            KeySpec("expect", .mapping(.expectation), "assertions on the state after the previous step"),
        ])

    /// The argument of `drag`.
    public static let drag = KeyTable(
        "drag",
        [
            KeySpec("dx", .number(.any), default: .number(0), "finger movement along x, points"),
            KeySpec("dy", .number(.any), default: .number(0), "finger movement along y, points; > 0 pulls down"),
            KeySpec(
                "steps", .integer(minimum: 1, sentinel: nil), default: .computed("ceil(max(|dx|, |dy|) / 10), at least 1"),
                maximum: 100_000, "offset changes the move is delivered as"),
        ])

    /// The argument of `release`.
    public static let release = KeyTable(
        "release",
        [
            KeySpec("velocity", .mapping(.point), default: .computed("{x: 0, y: 0}"), "points per second")
        ])

    /// The argument of `setContentInset`: omitted sides stay as they are.
    public static let insetsChange = KeyTable(
        "setContentInset",
        [
            KeySpec("top", .number(.any), "new top inset"),
            KeySpec("left", .number(.any), "new left inset"),
            KeySpec("bottom", .number(.any), "new bottom inset"),
            KeySpec("right", .number(.any), "new right inset"),
        ])

    /// The argument of `reloadData`.
    public static let reloadData = KeyTable(
        "reloadData",
        [
            KeySpec("count", .integer(minimum: 0, sentinel: nil), required: true, "the new dataCount"),
            KeySpec("contentSize", .mapping(.size), "the new content size; omitted side unchanged"),
        ])
}
