import RefreshCore

/// What a scroll view shows at one moment (the `scrollView` fields of SPEC.md §7 and §9).
public struct ScrollViewSnapshot: Sendable, Hashable {
    /// Content offset x.
    public let offsetX: Double
    /// Content offset y.
    public let offsetY: Double
    /// Content inset top.
    public let insetTop: Double
    /// Content inset left.
    public let insetLeft: Double
    /// Content inset bottom.
    public let insetBottom: Double
    /// Content inset right.
    public let insetRight: Double
    /// Content width.
    public let contentWidth: Double
    /// Content height.
    public let contentHeight: Double
    /// Whether a finger drags.
    public let dragging: Bool
    /// Rows or items.
    public let dataCount: Int
    /// Virtual clock time in seconds.
    public let time: Double
}

extension ScrollView {
    /// The scroll view's current values: offset, inset, content size, dragging, data count, time.
    public func snapshot() -> ScrollViewSnapshot {
        ScrollViewSnapshot(
            offsetX: contentOffset.x, offsetY: contentOffset.y,
            insetTop: contentInset.top, insetLeft: contentInset.left,
            insetBottom: contentInset.bottom, insetRight: contentInset.right,
            contentWidth: contentSize.width, contentHeight: contentSize.height,
            dragging: isDragging, dataCount: dataCount, time: clock.now)
    }

    /// Snapshots of everything attached, in attachment order.
    public func attachmentSnapshots() -> [AttachmentSnapshot] {
        listeners.map { $0.makeSnapshot(in: self) }
    }
}

/// The snapshot of one thing attached to a scroll view.
public enum AttachmentSnapshot: Sendable, Hashable {
    /// A header, footer or trailer.
    case component(ComponentSnapshot)
    /// A scroll observer.
    case observer(ObserverSnapshot)

    /// The id of the attached thing.
    public var id: String {
        switch self {
        case .component(let snapshot): snapshot.id
        case .observer(let snapshot): snapshot.id
        }
    }
}

/// What a refresh component shows at one moment (the component fields of SPEC.md §7 and §9).
/// Fields of features the component lacks are nil (e.g. `image` unless gif style).
public struct ComponentSnapshot: Sendable, Hashable {
    /// The component's id.
    public let id: String
    /// The component's type.
    public let type: ComponentType
    /// The state.
    public let state: RefreshState
    /// The state label's text; nil for the plain style.
    public let text: String?
    /// The header's last-updated text; nil when there is no such label.
    public let detailText: String?
    /// The direction the labels are laid out in; nil for the plain style (no labels).
    public let layoutDirection: LayoutDirection?
    /// pullingPercent.
    public let pullingPercent: Double
    /// Opacity, 0 to 1.
    public let alpha: Double
    /// Hidden flag.
    public let hidden: Bool
    /// Frame x.
    public let x: Double
    /// Frame y.
    public let y: Double
    /// Frame width.
    public let width: Double
    /// Frame height.
    public let height: Double
    /// Arrow rotation in degrees, [0, 360); normal style with an arrow only.
    public let arrowRotation: Double?
    /// Whether the activity indicator spins; normal style with an indicator only.
    public let indicatorAnimating: Bool?
    /// The gif frame index shown; gif style only.
    public let image: Int?
    /// Refreshing callbacks so far.
    public let refreshingCallbacks: Int
    /// End-of-refreshing completions so far.
    public let endCallbacks: Int
}

/// What a scroll observer shows at one moment.
public struct ObserverSnapshot: Sendable, Hashable {
    /// The observer's id.
    public let id: String
    /// The last event, if any.
    public let lastEvent: ScrollObserver.Event?
    /// Number of events so far.
    public let eventCount: Int
}

extension RefreshComponent {
    /// What the component shows now: state, texts, frame, alpha and its style's subviews.
    public func snapshot() -> ComponentSnapshot {
        let isNormal = style == .normal
        return ComponentSnapshot(
            id: id, type: type, state: state,
            text: style.hasLabel ? text : nil,
            detailText: (self as? Header)?.detailText, layoutDirection: style.hasLabel ? texts.layoutDirection : nil,
            pullingPercent: pullingPercent, alpha: alpha, hidden: isHidden,
            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            arrowRotation: isNormal && hasArrow ? Self.normalized(appearance.arrowRotation) : nil,
            indicatorAnimating: isNormal && hasIndicator ? appearance.indicatorAnimating : nil,
            image: style == .gif ? appearance.frame(at: scrollView?.clock.now ?? 0) : nil,
            refreshingCallbacks: refreshingCallbacks, endCallbacks: endCallbacks)
    }

    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot {
        .component(snapshot())
    }

    /// Whether the normal style has an arrow: header, back footer and trailer.
    var hasArrow: Bool { type != .autoFooter }

    /// Whether the normal style has an activity indicator: all but the trailer.
    var hasIndicator: Bool { type != .trailer }

    /// `degrees` brought into [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
