import RefreshCore

extension KeyTable {
    private static let refreshing: [ComponentType] = [.header, .backFooter, .autoFooter, .trailer]
    private static let labelled: [ComponentStyle] = [.state, .normal, .gif]
    private static let number = ValueType.number(.any)
    private static let count = ValueType.integer(minimum: 0, sentinel: nil)

    /// An `expect` step: `scrollView` or a component id, each mapping to fields.
    public static let expectation = KeyTable("expect", ExpectationKey.self) { key in
        switch key {
        case .scrollView: KeyDescription(key, .mapping(.expectScrollView), "scroll view fields")
        }
    }

    /// The scroll view fields of `expect`.
    public static let expectScrollView = KeyTable("scrollView", Step.Expectation.ScrollViewField.self) { key in
        switch key {
        case .offsetX: KeyDescription(key, number, "content offset x")
        case .offsetY: KeyDescription(key, number, "content offset y")
        case .insetTop: KeyDescription(key, number, "content inset top")
        case .insetLeft: KeyDescription(key, number, "content inset left")
        case .insetBottom: KeyDescription(key, number, "content inset bottom")
        case .insetRight: KeyDescription(key, number, "content inset right")
        case .adjustedInsetTop: KeyDescription(key, number, "adjusted content inset top: content inset + safe area let in")
        case .adjustedInsetLeft: KeyDescription(key, number, "adjusted content inset left")
        case .adjustedInsetBottom: KeyDescription(key, number, "adjusted content inset bottom")
        case .adjustedInsetRight: KeyDescription(key, number, "adjusted content inset right")
        case .contentWidth: KeyDescription(key, number, "content width")
        case .contentHeight: KeyDescription(key, number, "content height")
        case .dragging: KeyDescription(key, .bool, "whether a pan is in progress")
        case .dataCount: KeyDescription(key, count, "total rows or items")
        }
    }

    /// The component fields of `expect`, each for the types and styles that have it.
    public static let expectComponent = KeyTable("component", Step.Expectation.ComponentField.self) { key in
        switch key {
        case .state: KeyDescription(key, .choice(RefreshState.allCases.map(\.rawValue)), types: refreshing, "refresh state")
        case .text: KeyDescription(key, .string, types: refreshing, styles: labelled, "state label text")
        case .detailText: KeyDescription(key, .string, types: [.header], styles: labelled, "last-updated label text")
        case .layoutDirection:
            KeyDescription(
                key, .choice(LayoutDirection.allCases.map(\.rawValue)), types: refreshing, styles: labelled,
                "direction of the locale the labels show: ltr, or rtl (mirrored)")
        case .pullingPercent: KeyDescription(key, number, types: refreshing, fraction: true, "pulling percent")
        case .alpha: KeyDescription(key, number, types: refreshing, fraction: true, "alpha")
        case .hidden: KeyDescription(key, .bool, types: refreshing, "hidden flag")
        case .x: KeyDescription(key, number, types: refreshing, "frame x")
        case .y: KeyDescription(key, number, types: refreshing, "frame y")
        case .width: KeyDescription(key, number, types: refreshing, "frame width")
        case .height: KeyDescription(key, number, types: refreshing, "frame height")
        case .arrowRotation:
            KeyDescription(
                key, number, types: [.header, .backFooter, .trailer], styles: [.normal], "arrow rotation, degrees in [0, 360)")
        case .indicatorAnimating:
            KeyDescription(key, .bool, types: refreshing, styles: [.normal], "whether the activity indicator animates")
        case .image: KeyDescription(key, count, types: refreshing, styles: [.gif], "index of the image frame shown")
        case .refreshingCallbacks: KeyDescription(key, count, types: refreshing, "refreshing callbacks so far")
        case .endCallbacks: KeyDescription(key, count, types: refreshing, "end-refreshing callbacks so far")
        case .lastEvent: KeyDescription(key, .mapping(.lastEvent), types: [.scrollObserver], "the observer's last event")
        }
    }

    /// A scroll observer's `lastEvent` in `expect`.
    public static let lastEvent = KeyTable("lastEvent", LastEventKey.self) { key in
        switch key {
        case .direction: KeyDescription(key, .choice(ScrollDirection.allCases.map(\.rawValue)), "up or down")
        case .offset: KeyDescription(key, number, "the offset reported")
        case .inOneScreen: KeyDescription(key, .bool, "whether the content fits one screen")
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
