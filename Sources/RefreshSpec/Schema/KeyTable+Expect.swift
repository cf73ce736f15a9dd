import RefreshCore

extension KeyTable {
    private static let refreshing: [ComponentType] = [.header, .backFooter, .autoFooter, .trailer]
    private static let labelled: [ComponentStyle] = [.state, .normal, .gif]
    private static let number = ValueType.number(.any)
    private static let count = ValueType.integer(minimum: 0, sentinel: nil)

    /// An `expect` step: `scrollView` or a component id, each mapping to fields.
    public static let expectation = KeyTable("expect", ExpectationKey.self) { key in
        switch key {
        case .scrollView: KeySpec(key, .mapping(.expectScrollView), "scroll view fields")
        }
    }

    /// The scroll view fields of `expect`.
    public static let expectScrollView = KeyTable("scrollView", Step.Expectation.ScrollViewField.self) { key in
        switch key {
        case .offsetX: KeySpec(key, number, "content offset x")
        case .offsetY: KeySpec(key, number, "content offset y")
        case .insetTop: KeySpec(key, number, "content inset top")
        case .insetLeft: KeySpec(key, number, "content inset left")
        case .insetBottom: KeySpec(key, number, "content inset bottom")
        case .insetRight: KeySpec(key, number, "content inset right")
        case .contentWidth: KeySpec(key, number, "content width")
        case .contentHeight: KeySpec(key, number, "content height")
        case .dragging: KeySpec(key, .bool, "whether a pan is in progress")
        case .dataCount: KeySpec(key, count, "total rows or items")
        }
    }

    /// The component fields of `expect`, each for the types and styles that have it.
    public static let expectComponent = KeyTable("component", Step.Expectation.ComponentField.self) { key in
        switch key {
        case .state: KeySpec(key, .choice(RefreshState.allCases.map(\.rawValue)), types: refreshing, "refresh state")
        case .text: KeySpec(key, .string, types: refreshing, styles: labelled, "state label text")
        case .detailText: KeySpec(key, .string, types: [.header], styles: labelled, "last-updated label text")
        case .layoutDirection:
            KeySpec(
                key, .choice(LayoutDirection.allCases.map(\.rawValue)), types: refreshing, styles: labelled,
                "direction of the locale the labels show: ltr, or rtl (mirrored)")
        case .pullingPercent: KeySpec(key, number, types: refreshing, fraction: true, "pulling percent")
        case .alpha: KeySpec(key, number, types: refreshing, fraction: true, "alpha")
        case .hidden: KeySpec(key, .bool, types: refreshing, "hidden flag")
        case .x: KeySpec(key, number, types: refreshing, "frame x")
        case .y: KeySpec(key, number, types: refreshing, "frame y")
        case .width: KeySpec(key, number, types: refreshing, "frame width")
        case .height: KeySpec(key, number, types: refreshing, "frame height")
        case .arrowRotation:
            KeySpec(
                key, number, types: [.header, .backFooter, .trailer], styles: [.normal], "arrow rotation, degrees in [0, 360)")
        case .indicatorAnimating:
            KeySpec(key, .bool, types: refreshing, styles: [.normal], "whether the activity indicator animates")
        case .image: KeySpec(key, count, types: refreshing, styles: [.gif], "index of the image frame shown")
        case .refreshingCallbacks: KeySpec(key, count, types: refreshing, "refreshing callbacks so far")
        case .endCallbacks: KeySpec(key, count, types: refreshing, "end-refreshing callbacks so far")
        case .lastEvent: KeySpec(key, .mapping(.lastEvent), types: [.scrollObserver], "the observer's last event")
        }
    }

    /// A scroll observer's `lastEvent` in `expect`.
    public static let lastEvent = KeyTable("lastEvent", LastEventKey.self) { key in
        switch key {
        case .direction: KeySpec(key, .choice(ScrollDirection.allCases.map(\.rawValue)), "up or down")
        case .offset: KeySpec(key, number, "the offset reported")
        case .inOneScreen: KeySpec(key, .bool, "whether the content fits one screen")
        }
    }
}

/// The keys of ``KeyTable/expectation`` besides the component ids.
enum ExpectationKey: Int, NumberedKey {
    case scrollView
}

/// The keys of ``KeyTable/expectScrollView``: the fields, whose names are the model's.
extension Step.Expectation.ScrollViewField: TableKey {}

/// The keys of ``KeyTable/expectComponent``: the fields, whose names are the model's.
extension Step.Expectation.ComponentField: TableKey {}

/// The keys of ``KeyTable/lastEvent``.
enum LastEventKey: Int, NumberedKey {
    case direction, offset, inOneScreen
}
