import RefreshCore

extension KeyTable {
    /// A scroll view's settings when a spec gives none but its frame: every default of a
    /// `scrollView` key is read from here.
    private static let standardScrollView = ScrollViewSettings()

    /// The top level of a spec file (SPEC.md §2).
    public static let spec = KeyTable("spec", SpecKey.self) { key in
        switch key {
        case .version: KeyDescription(key, .exactly(Spec.languageVersion), required: true, "language version; must be 1")
        case .name: KeyDescription(key, .string, default: .computed("file name without extension"), "shown in reports")
        case .description: KeyDescription(key, .string, "free text")
        case .scrollView: KeyDescription(key, .mapping(.scrollView), required: true, "the scroll view")
        case .defaultLocale:
            KeyDescription(key, .locale, default: .string("en"), "last step of the fallback chain before built-in strings")
        case .strings:
            KeyDescription(
                key, .dictionary(key: .locale, value: .dictionary(key: .string, value: .string)), "locale → (key → text)")
        case .colors: KeyDescription(key, .dictionary(key: .identifier, value: .color), "named colors")
        case .clock:
            KeyDescription(
                key, .mapping(.clock), default: .computed("{now: 2026-01-01T12:00:00Z, timeZone: UTC}"),
                "wall clock for last-updated labels")
        case .components: KeyDescription(key, .list(.component), required: true, "the refresh components, at least one")
        case .scenarios: KeyDescription(key, .list(.scenario), "scripted scenarios")
        }
    }

    /// `scrollView` (SPEC.md §3).
    public static let scrollView = KeyTable("scrollView", ScrollViewKey.self) { key in
        switch key {
        case .kind:
            KeyDescription(
                key, .choice(ScrollViewKind.allCases.map(\.rawValue)), default: .string(standardScrollView.kind.rawValue),
                "dataCount and reloadData matter only for table and collection")
        case .axis:
            KeyDescription(
                key, .choice(Axis.allCases.map(\.rawValue)), default: .string(standardScrollView.axis.rawValue),
                "a trailer expects horizontal; header and footers vertical")
        case .frame: KeyDescription(key, .mapping(.positiveSize), required: true, "viewport size, points")
        case .contentSize: KeyDescription(key, .mapping(.size), default: .computed("frame size"), "content size, points")
        case .contentInset:
            KeyDescription(key, .mapping(.insets), default: .computed("all 0"), "content inset; omitted sides are 0")
        case .contentOffset: KeyDescription(key, .mapping(.point), default: .computed("{x: -left, y: -top}"), "initial offset")
        case .dataCount:
            KeyDescription(
                key, .integer(minimum: 0, sentinel: nil), default: .integer(standardScrollView.dataCount), "total rows or items")
        case .pagingEnabled:
            KeyDescription(
                key, .bool, default: .bool(standardScrollView.pagingEnabled), "affects the auto footer's end animation")
        case .inWindow:
            KeyDescription(
                key, .bool, default: .bool(standardScrollView.inWindow),
                "false: beginRefreshing goes to willRefresh until an appear step")
        case .rubberBand:
            KeyDescription(
                key, .choice(RubberBand.allCases.map(\.rawValue)), default: .string(standardScrollView.rubberBand.rawValue),
                "how a drag past an edge moves the offset")
        case .bounceDuration:
            KeyDescription(
                key, .number(.nonNegative), default: .number(standardScrollView.bounceDuration), maximum: 60,
                "seconds to settle back inside the bounds after a release")
        case .frameRate:
            KeyDescription(
                key, .integer(minimum: 1, sentinel: nil), default: .integer(standardScrollView.frameRate), maximum: 1_000,
                "ticks per second of the virtual clock")
        }
    }

    /// A frame: both sides required and greater than 0.
    public static let positiveSize = KeyTable("frame", SizeKey.self) { key in
        switch key {
        case .width: KeyDescription(key, .number(.positive), required: true, "width, points")
        case .height: KeyDescription(key, .number(.positive), required: true, "height, points")
        }
    }

    /// A content size: sides at least 0; an omitted side keeps its previous (or default) value.
    public static let size = KeyTable("size", SizeKey.self) { key in
        switch key {
        case .width: KeyDescription(key, .number(.nonNegative), "width, points")
        case .height: KeyDescription(key, .number(.nonNegative), "height, points")
        }
    }

    /// Insets; an omitted side is 0 (or, when changing insets, stays as it is).
    public static let insets = KeyTable("contentInset", InsetsKey.self) { key in
        switch key {
        case .top: KeyDescription(key, .number(.any), default: .number(0), "top inset, points")
        case .left: KeyDescription(key, .number(.any), default: .number(0), "left inset, points")
        case .bottom: KeyDescription(key, .number(.any), default: .number(0), "bottom inset, points")
        case .right: KeyDescription(key, .number(.any), default: .number(0), "right inset, points")
        }
    }

    /// A point or offset; an omitted coordinate keeps its previous (or default) value.
    public static let point = KeyTable("point", PointKey.self) { key in
        switch key {
        case .x: KeyDescription(key, .number(.any), "horizontal coordinate, points")
        case .y: KeyDescription(key, .number(.any), "vertical coordinate, points")
        }
    }

    /// `clock`.
    public static let clock = KeyTable("clock", ClockKey.self) { key in
        switch key {
        case .now:
            KeyDescription(key, .timestamp, default: .string("2026-01-01T12:00:00Z"), "the time when every scenario starts")
        case .timeZone: KeyDescription(key, .timeZone, default: .string("UTC"), "time zone of last-updated labels")
        }
    }
}

/// The keys of ``KeyTable/spec``.
enum SpecKey: Int, NumberedKey {
    case version, name, description, scrollView, defaultLocale, strings, colors, clock, components, scenarios
}

/// The keys of ``KeyTable/scrollView``.
enum ScrollViewKey: Int, NumberedKey {
    case kind, axis, frame, contentSize, contentInset, contentOffset, dataCount, pagingEnabled, inWindow, rubberBand
    case bounceDuration, frameRate
}

/// The sides of a size: the keys of ``KeyTable/positiveSize`` and of ``KeyTable/size``, which
/// one reader reads.
enum SizeKey: Int, NumberedKey {
    case width, height
}

/// The sides of insets: the keys of ``KeyTable/insets`` and of ``KeyTable/insetsChange``, which
/// one reader reads.
enum InsetsKey: Int, NumberedKey {
    case top, left, bottom, right
}

/// The keys of ``KeyTable/point``.
enum PointKey: Int, NumberedKey {
    case x, y
}

/// The keys of ``KeyTable/clock``.
enum ClockKey: Int, NumberedKey {
    case now, timeZone
}
