import RefreshCore

extension KeyTable {
    /// A scroll view's settings when a spec gives none but its frame: every default of a
    /// `scrollView` key is read from here.
    private static let standardScrollView = ScrollViewSettings()

    /// The top level of a spec file (SPEC.md §2).
    public static let spec = KeyTable(
        "spec",
        [
            KeySpec("version", .exactly(Spec.languageVersion), required: true, "language version; must be 1"),
            KeySpec("name", .string, default: .computed("file name without extension"), "shown in reports"),
            KeySpec("description", .string, "free text"),
            KeySpec("scrollView", .mapping(.scrollView), required: true, "the scroll view"),
            KeySpec("defaultLocale", .locale, default: .string("en"), "last step of the fallback chain before built-in strings"),
            KeySpec(
                "strings", .dictionary(key: .locale, value: .dictionary(key: .string, value: .string)), "locale → (key → text)"),
            KeySpec("colors", .dictionary(key: .identifier, value: .color), "named colors"),
            KeySpec(
                "clock", .mapping(.clock), default: .computed("{now: 2026-01-01T12:00:00Z, timeZone: UTC}"),
                "wall clock for last-updated labels"),
            KeySpec("components", .list(.component), required: true, "the refresh components, at least one"),
            KeySpec("scenarios", .list(.scenario), "scripted scenarios"),
        ])

    /// `scrollView` (SPEC.md §3).
    public static let scrollView = KeyTable(
        "scrollView",
        [
            KeySpec(
                "kind", .choice(ScrollViewKind.allCases.map(\.rawValue)), default: .string(standardScrollView.kind.rawValue),
                "dataCount and reloadData matter only for table and collection"),
            KeySpec(
                "axis", .choice(Axis.allCases.map(\.rawValue)), default: .string(standardScrollView.axis.rawValue),
                "a trailer expects horizontal; header and footers vertical"),
            KeySpec("frame", .mapping(.positiveSize), required: true, "viewport size, points"),
            KeySpec("contentSize", .mapping(.size), default: .computed("frame size"), "content size, points"),
            KeySpec("contentInset", .mapping(.insets), default: .computed("all 0"), "content inset; omitted sides are 0"),
            KeySpec("contentOffset", .mapping(.point), default: .computed("{x: -left, y: -top}"), "initial offset"),
            KeySpec(
                "dataCount", .integer(minimum: 0, sentinel: nil), default: .integer(standardScrollView.dataCount),
                "total rows or items"),
            KeySpec(
                "pagingEnabled", .bool, default: .bool(standardScrollView.pagingEnabled),
                "affects the auto footer's end animation"),
            KeySpec(
                "inWindow", .bool, default: .bool(standardScrollView.inWindow),
                "false: beginRefreshing goes to willRefresh until an appear step"),
            KeySpec(
                "rubberBand", .choice(RubberBand.allCases.map(\.rawValue)),
                default: .string(standardScrollView.rubberBand.rawValue),
                "how a drag past an edge moves the offset"),
            KeySpec(
                "bounceDuration", .number(.nonNegative), default: .number(standardScrollView.bounceDuration), maximum: 60,
                "seconds to settle back inside the bounds after a release"),
            KeySpec(
                "frameRate", .integer(minimum: 1, sentinel: nil), default: .integer(standardScrollView.frameRate), maximum: 1_000,
                "ticks per second of the virtual clock"),
        ])

    /// A frame: both sides required and greater than 0.
    public static let positiveSize = KeyTable(
        "frame",
        [
            KeySpec("width", .number(.positive), required: true, "width, points"),
            KeySpec("height", .number(.positive), required: true, "height, points"),
        ])

    /// A content size: sides at least 0; an omitted side keeps its previous (or default) value.
    public static let size = KeyTable(
        "size",
        [
            KeySpec("width", .number(.nonNegative), "width, points"),
            KeySpec("height", .number(.nonNegative), "height, points"),
        ])

    /// Insets; an omitted side is 0 (or, when changing insets, stays as it is).
    public static let insets = KeyTable(
        "contentInset",
        [
            KeySpec("top", .number(.any), default: .number(0), "top inset, points"),
            KeySpec("left", .number(.any), default: .number(0), "left inset, points"),
            KeySpec("bottom", .number(.any), default: .number(0), "bottom inset, points"),
            KeySpec("right", .number(.any), default: .number(0), "right inset, points"),
        ])

    /// A point or offset; an omitted coordinate keeps its previous (or default) value.
    public static let point = KeyTable(
        "point",
        [
            KeySpec("x", .number(.any), "horizontal coordinate, points"),
            KeySpec("y", .number(.any), "vertical coordinate, points"),
        ])

    /// `clock`.
    public static let clock = KeyTable(
        "clock",
        [
            KeySpec("now", .timestamp, default: .string("2026-01-01T12:00:00Z"), "the time when every scenario starts"),
            KeySpec("timeZone", .timeZone, default: .string("UTC"), "time zone of last-updated labels"),
        ])
}
