import RefreshCore

extension KeyTable {
    private static let refreshing: [ComponentType] = [.header, .backFooter, .autoFooter, .trailer]

    /// An item of `scenarios` (SPEC.md §7).
    public static let scenario = KeyTable("scenario", ScenarioKey.self) { key in
        switch key {
        case .name: KeyDescription(key, .string, required: true, "unique in the file")
        case .locale: KeyDescription(key, .locale, default: .computed("defaultLocale"), "the locale labels start in")
        case .steps: KeyDescription(key, .steps(.step), required: true, "the steps, in order")
        }
    }

    /// The steps: each a bare word (when its argument may be `.nothing`) or a one-key mapping.
    public static let step = KeyTable("step", StepKind.self) { key in
        switch key {
        case .drag: KeyDescription(key, .mapping(.drag), "the finger moves by (dx, dy); the offset moves the opposite way")
        case .release: KeyDescription(key, .oneOf([.nothing, .mapping(.release)]), "the pan ends and the scroll view settles")
        case .cancel:
            KeyDescription(key, .nothing, "the finger leaves without a release (a system gesture): the pan is cancelled")
        case .wait: KeyDescription(key, .number(.nonNegative), "advance the virtual clock, seconds")
        case .scrollTo: KeyDescription(key, .mapping(.point), "setContentOffset without animation")
        case .beginRefreshing: KeyDescription(key, .componentID, types: refreshing, "MJRefresh's beginRefreshing")
        case .endRefreshing:
            KeyDescription(key, .componentID, types: refreshing, "MJRefresh's endRefreshing, at the end of the step")
        case .endRefreshingWithNoMoreData:
            KeyDescription(key, .componentID, types: [.backFooter, .autoFooter, .trailer], "endRefreshingWithNoMoreData")
        case .resetNoMoreData: KeyDescription(key, .componentID, types: [.backFooter, .autoFooter, .trailer], "resetNoMoreData")
        case .tap: KeyDescription(key, .componentID, types: [.autoFooter], "tap an auto footer's state label")
        case .setContentSize: KeyDescription(key, .mapping(.size), "omitted side unchanged")
        case .setContentInset: KeyDescription(key, .mapping(.insetsChange), "omitted sides unchanged")
        case .setSafeArea:
            KeyDescription(key, .mapping(.safeAreaChange), "a bar shows or hides: new safe-area insets, omitted sides unchanged")
        case .attach:
            KeyDescription(
                key, .componentID, types: refreshing, "attach a component made with attached: false (mj_header = …)")
        case .rotate:
            KeyDescription(
                key, .choice(Device.Orientation.allCases.map(\.rawValue)),
                "the device turns: frame and safe area become the preset's (needs scrollView.device)")
        case .reloadData:
            KeyDescription(key, .mapping(.reloadData), "sets dataCount (and the content size), then applies hideWhenNoData")
        case .setHidden:
            KeyDescription(key, .dictionary(key: .componentID, value: .bool), types: refreshing, "component id → hidden flag")
        case .setLocale: KeyDescription(key, .locale, "labels re-resolve immediately")
        case .appear: KeyDescription(key, .nothing, "the scroll view enters a window")
        case .expect: KeyDescription(key, .mapping(.expectation), "assertions on the state after the previous step")
        }
    }

    /// The argument of `drag`.
    public static let drag = KeyTable("drag", DragKey.self) { key in
        switch key {
        case .dx: KeyDescription(key, .number(.any), default: .number(0), "finger movement along x, points")
        case .dy: KeyDescription(key, .number(.any), default: .number(0), "finger movement along y, points; > 0 pulls down")
        case .steps:
            KeyDescription(
                key, .integer(minimum: 1, sentinel: nil), default: .computed("ceil(max(|dx|, |dy|) / 10), at least 1"),
                maximum: 100_000, "offset changes the move is delivered as")
        }
    }

    /// The argument of `release`.
    public static let release = KeyTable("release", ReleaseKey.self) { key in
        switch key {
        case .velocity: KeyDescription(key, .mapping(.point), default: .computed("{x: 0, y: 0}"), "points per second")
        }
    }

    /// The argument of `setContentInset`: omitted sides stay as they are.
    public static let insetsChange = KeyTable("setContentInset", InsetsKey.self) { key in
        switch key {
        case .top: KeyDescription(key, .number(.any), "new top inset")
        case .left: KeyDescription(key, .number(.any), "new left inset")
        case .bottom: KeyDescription(key, .number(.any), "new bottom inset")
        case .right: KeyDescription(key, .number(.any), "new right inset")
        }
    }

    /// The argument of `setSafeArea`: omitted sides stay as they are.
    public static let safeAreaChange = KeyTable("setSafeArea", InsetsKey.self) { key in
        switch key {
        case .top: KeyDescription(key, .number(.nonNegative), "new top safe-area inset")
        case .left: KeyDescription(key, .number(.nonNegative), "new left safe-area inset")
        case .bottom: KeyDescription(key, .number(.nonNegative), "new bottom safe-area inset")
        case .right: KeyDescription(key, .number(.nonNegative), "new right safe-area inset")
        }
    }

    /// The argument of `reloadData`.
    public static let reloadData = KeyTable("reloadData", ReloadDataKey.self) { key in
        switch key {
        case .count: KeyDescription(key, .integer(minimum: 0, sentinel: nil), required: true, "the new dataCount")
        case .contentSize: KeyDescription(key, .mapping(.size), "the new content size; omitted side unchanged")
        }
    }
}

/// The keys of ``KeyTable/scenario``.
enum ScenarioKey: Int, NumberedKey {
    case name, locale, steps
}

/// The steps of SPEC.md §7: the keys of ``KeyTable/step``. The decoder finds a step's kind by
/// its key's position in the table and switches over the kind, rather than comparing the
/// step's name with each name in turn.
enum StepKind: Int, NumberedKey {
    case drag, release, cancel, wait, scrollTo, beginRefreshing, endRefreshing, endRefreshingWithNoMoreData
    case resetNoMoreData, tap, setContentSize, setContentInset, reloadData, setHidden, setLocale, appear, expect
    case setSafeArea, rotate, attach
}

/// The keys of ``KeyTable/drag``.
enum DragKey: Int, NumberedKey {
    case dx, dy, steps
}

/// The keys of ``KeyTable/release``.
enum ReleaseKey: Int, NumberedKey {
    case velocity
}

/// The keys of ``KeyTable/reloadData``.
enum ReloadDataKey: Int, NumberedKey {
    case count, contentSize
}
