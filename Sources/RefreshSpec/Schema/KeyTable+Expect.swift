import RefreshCore

extension KeyTable {
    private static let refreshing: [ComponentType] = [.header, .backFooter, .autoFooter, .trailer]
    private static let labelled: [ComponentStyle] = [.state, .normal, .gif]
    private static let number = ValueType.number(.any)
    private static let count = ValueType.integer(minimum: 0, sentinel: nil)

    /// An `expect` step: `scrollView` or a component id, each mapping to fields.
    public static let expectation = KeyTable(
        "expect",
        [
            KeySpec("scrollView", .mapping(.expectScrollView), "scroll view fields")
        ])

    /// The scroll view fields of `expect`.
    public static let expectScrollView = KeyTable(
        "scrollView",
        [
            KeySpec("offsetX", number, "content offset x"),
            KeySpec("offsetY", number, "content offset y"),
            KeySpec("insetTop", number, "content inset top"),
            KeySpec("insetLeft", number, "content inset left"),
            KeySpec("insetBottom", number, "content inset bottom"),
            KeySpec("insetRight", number, "content inset right"),
            KeySpec("contentWidth", number, "content width"),
            KeySpec("contentHeight", number, "content height"),
            KeySpec("dragging", .bool, "whether a pan is in progress"),
            KeySpec("dataCount", count, "total rows or items"),
        ])

    /// The component fields of `expect`, each for the types and styles that have it.
    public static let expectComponent = KeyTable(
        "component",
        [
            KeySpec("state", .choice(RefreshState.allCases.map(\.rawValue)), types: refreshing, "refresh state"),
            KeySpec("text", .string, types: refreshing, styles: labelled, "state label text"),
            KeySpec("detailText", .string, types: [.header], styles: labelled, "last-updated label text"),
            KeySpec(
                "layoutDirection", .choice(LayoutDirection.allCases.map(\.rawValue)), types: refreshing, styles: labelled,
                "direction of the locale the labels show: ltr, or rtl (mirrored)"),
            KeySpec("pullingPercent", number, types: refreshing, fraction: true, "pulling percent"),
            KeySpec("alpha", number, types: refreshing, fraction: true, "alpha"),
            KeySpec("hidden", .bool, types: refreshing, "hidden flag"),
            KeySpec("x", number, types: refreshing, "frame x"),
            KeySpec("y", number, types: refreshing, "frame y"),
            KeySpec("width", number, types: refreshing, "frame width"),
            KeySpec("height", number, types: refreshing, "frame height"),
            KeySpec(
                "arrowRotation", number, types: [.header, .backFooter, .trailer], styles: [.normal],
                "arrow rotation, degrees in [0, 360)"),
            KeySpec("indicatorAnimating", .bool, types: refreshing, styles: [.normal], "whether the activity indicator animates"),
            KeySpec("image", count, types: refreshing, styles: [.gif], "index of the image frame shown"),
            KeySpec("refreshingCallbacks", count, types: refreshing, "refreshing callbacks so far"),
            KeySpec("endCallbacks", count, types: refreshing, "end-refreshing callbacks so far"),
            KeySpec("lastEvent", .mapping(.lastEvent), types: [.scrollObserver], "the observer's last event"),
        ])

    /// A scroll observer's `lastEvent` in `expect`.
    public static let lastEvent = KeyTable(
        "lastEvent",
        [
            KeySpec("direction", .choice(ScrollDirection.allCases.map(\.rawValue)), "up or down"),
            KeySpec("offset", number, "the offset reported"),
            KeySpec("inOneScreen", .bool, "whether the content fits one screen"),
        ])
}
