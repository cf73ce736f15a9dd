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
        case .frame:
            KeyDescription(
                key, .mapping(.positiveSize), required: true, unless: ScrollViewKey.device,
                default: .computed("the device's screen"), "viewport size, points")
        case .contentSize: KeyDescription(key, .mapping(.size), default: .computed("frame size"), "content size, points")
        case .contentInset:
            KeyDescription(key, .mapping(.insets), default: .computed("all 0"), "content inset; omitted sides are 0")
        case .contentOffset:
            KeyDescription(
                key, .mapping(.point), default: .computed("{x: -adjusted left, y: -adjusted top}"), "initial offset")
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
        case .safeArea:
            KeyDescription(
                key, .mapping(.safeArea), default: .computed("the device's, else all 0"),
                "safe-area insets the view controller gives, points")
        case .contentInsetAdjustment:
            KeyDescription(
                key, .choice(ContentInsetAdjustment.allCases.map(\.rawValue)),
                default: .string(standardScrollView.contentInsetAdjustment.rawValue),
                "UIKit's contentInsetAdjustmentBehavior: which safe-area edges enter adjustedContentInset")
        case .alwaysBounceVertical:
            KeyDescription(
                key, .bool, default: .computed("true for table; attaching a header or footer sets true, a trailer false"),
                "bounce vertically even when the content fits (scrollableAxes then adjusts top and bottom)")
        case .alwaysBounceHorizontal:
            KeyDescription(
                key, .bool, default: .computed("false; attaching a trailer sets true"),
                "bounce horizontally even when the content fits")
        case .device: KeyDescription(key, .mapping(.device), "a device preset: sets the frame and the safe area")
        }
    }

    /// `scrollView.safeArea`: omitted sides are 0 (or the device's).
    public static let safeArea = KeyTable("safeArea", InsetsKey.self) { key in
        switch key {
        case .top: KeyDescription(key, .number(.nonNegative), "top safe-area inset (status bar, navigation bar), points")
        case .left: KeyDescription(key, .number(.nonNegative), "left safe-area inset, points")
        case .bottom: KeyDescription(key, .number(.nonNegative), "bottom safe-area inset (home indicator, tab bar), points")
        case .right: KeyDescription(key, .number(.nonNegative), "right safe-area inset, points")
        }
    }

    /// `scrollView.device`.
    public static let device = KeyTable("device", DeviceKey.self) { key in
        switch key {
        case .model:
            KeyDescription(key, .choice(Device.Model.allCases.map(\.rawValue)), required: true, "the device")
        case .orientation:
            KeyDescription(
                key, .choice(Device.Orientation.allCases.map(\.rawValue)),
                default: .string(Device.Orientation.portrait.rawValue), "how it is held")
        case .bars: KeyDescription(key, .mapping(.bars), default: .computed("none"), "bars of the view controller")
        }
    }

    /// `scrollView.device.bars`.
    public static let bars = KeyTable("bars", BarsKey.self) { key in
        switch key {
        case .navigation:
            KeyDescription(
                key, .choice(Device.NavigationBar.allCases.map(\.rawValue)),
                default: .string(Device.NavigationBar.none.rawValue), "navigation bar: standard 44 pt, large 96 pt")
        case .tab: KeyDescription(key, .bool, default: .bool(false), "a tab bar at the bottom")
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
    case bounceDuration, frameRate, safeArea, contentInsetAdjustment, alwaysBounceVertical, alwaysBounceHorizontal, device
}

/// The keys of ``KeyTable/device``.
enum DeviceKey: Int, NumberedKey {
    case model, orientation, bars
}

/// The keys of ``KeyTable/bars``.
enum BarsKey: Int, NumberedKey {
    case navigation, tab
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
