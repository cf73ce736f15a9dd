import RefreshCore

/// What a scroll view shows at one moment (the `scrollView` fields of SPEC.md §7 and §9).
public struct ScrollViewSnapshot: Sendable, Hashable {
    /// `contentOffset.x` in points (spec key `offsetX`).
    public let offsetX: Double
    /// `contentOffset.y` in points; `-insetTop` shows the top of the content.
    public let offsetY: Double
    /// `contentInset.top` in points, including what a refreshing header added.
    public let insetTop: Double
    /// `contentInset.left` in points, as the spec or `setContentInset` set it.
    public let insetLeft: Double
    /// `contentInset.bottom` in points, including the auto footer's height and a refreshing back footer's.
    public let insetBottom: Double
    /// `contentInset.right` in points, including what a refreshing trailer added.
    public let insetRight: Double
    /// `adjustedContentInset.top` in points: `insetTop` plus the safe area adjusted on that edge.
    public let adjustedInsetTop: Double
    /// `adjustedContentInset.left` in points.
    public let adjustedInsetLeft: Double
    /// `adjustedContentInset.bottom` in points.
    public let adjustedInsetBottom: Double
    /// `adjustedContentInset.right` in points.
    public let adjustedInsetRight: Double
    /// The safe-area insets in points (`setSafeArea` and `rotate` change them).
    public let safeArea: EdgeInsets
    /// The viewport size in points (`rotate` turns it).
    public let frame: Size
    /// `contentSize.width` in points; `setContentSize` and `reloadData` change it.
    public let contentWidth: Double
    /// `contentSize.height` in points; `setContentSize` and `reloadData` change it.
    public let contentHeight: Double
    /// Whether a finger drags (`isDragging`): true from the first `drag` until `release`.
    public let dragging: Bool
    /// Rows or items (MJRefresh's `mj_totalDataCount`); changed by `reloadData`.
    public let dataCount: Int
    /// Virtual clock time in seconds.
    public let time: Double
}

extension ScrollView {
    /// The scroll view's current values: offset, insets (content and adjusted), content size, dragging, data count, time.
    public func snapshot() -> ScrollViewSnapshot {
        let adjusted = adjustedContentInset
        return ScrollViewSnapshot(
            offsetX: contentOffset.x, offsetY: contentOffset.y,
            insetTop: contentInset.top, insetLeft: contentInset.left,
            insetBottom: contentInset.bottom, insetRight: contentInset.right,
            adjustedInsetTop: adjusted.top, adjustedInsetLeft: adjusted.left,
            adjustedInsetBottom: adjusted.bottom, adjustedInsetRight: adjusted.right, safeArea: safeArea, frame: frame,
            contentWidth: contentSize.width, contentHeight: contentSize.height,
            dragging: isDragging, dataCount: dataCount, time: clock.now)
    }

    /// Snapshots of everything attached or registered, in the order it was made (attachment
    /// order, unless a registered component was attached later).
    public func attachmentSnapshots() -> [AttachmentSnapshot] {
        let attached = listeners.map { $0.makeSnapshot(in: self) }
        guard !detached.isEmpty || attachedLate else { return attached }
        let all = attached + detached.map { AttachmentSnapshot.component($0.snapshot()) }
        let position = Dictionary(uniqueKeysWithValues: madeOrder.enumerated().map { ($1, $0) })
        return all.sorted { position[$0.id, default: 0] < position[$1.id, default: 0] }
    }
}

/// The snapshot of one thing attached to a scroll view.
public enum AttachmentSnapshot: Sendable, Hashable {
    /// A header, footer or trailer.
    case component(ComponentSnapshot)
    /// A scroll observer: its last event and event count.
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
    /// The id the component was created with, as steps and expectations name it.
    public let id: String
    /// Header, back footer, auto footer or trailer.
    public let type: ComponentType
    /// MJRefresh's `state` at this moment.
    public let state: RefreshState
    /// The state label's text; nil for the plain style.
    public let text: String?
    /// The header's last-updated text; nil when there is no such label.
    public let detailText: String?
    /// The direction the labels are laid out in; nil for the plain style (no labels).
    public let layoutDirection: LayoutDirection?
    /// MJRefresh's `pullingPercent`: how far pulled into view, 1 = fully; may exceed 1 while pulled further.
    public let pullingPercent: Double
    /// UIKit's `alpha`, 0 to 1; follows pullingPercent with `automaticallyChangeAlpha`.
    public let alpha: Double
    /// UIKit's `hidden`; a hidden component ignores offset and pan changes.
    public let hidden: Bool
    /// `frame.origin.x` in scroll-view content points (`mj_x`).
    public let x: Double
    /// `frame.origin.y` in content points (`mj_y`); negative for a header, above the content.
    public let y: Double
    /// `frame.size.width` in points (`mj_w`).
    public let width: Double
    /// `frame.size.height` in points (`mj_h`).
    public let height: Double
    /// Arrow rotation in degrees, [0, 360); normal style with an arrow only.
    public let arrowRotation: Double?
    /// Whether the activity indicator spins; normal style with an indicator only.
    public let indicatorAnimating: Bool?
    /// The gif frame index shown; gif style only, and nil while the gif view is hidden (the auto
    /// footer's when idle or noMoreData, the back footer's when noMoreData).
    public let image: Int?
    /// Times the refreshing callback (MJRefresh's `refreshingBlock`) ran so far.
    public let refreshingCallbacks: Int
    /// Times MJRefresh's `endRefreshingCompletionBlock` ran so far.
    public let endCallbacks: Int
    /// Where the labels, arrow, indicator and gif sit inside the frame (MJRefresh's `placeSubviews`),
    /// mirrored right to left; pictures draw the subviews there.
    public let layout: ComponentLayout
    /// Whether it is attached to the scroll view; false while a component made detached waits
    /// for its `attach` step (it has no frame in the scroll view then).
    public let attached: Bool
}

/// What a scroll observer shows at one moment.
public struct ObserverSnapshot: Sendable, Hashable {
    /// The id the observer was created with, as expectations name it.
    public let id: String
    /// The last event, if any.
    public let lastEvent: ScrollObserver.Event?
    /// Number of events so far.
    public let eventCount: Int
}

extension RefreshComponent {
    /// What the component shows now: state, texts, frame, alpha and its style's subviews.
    public func snapshot() -> ComponentSnapshot {
        let style = settings.style
        let isNormal = style == .normal
        return ComponentSnapshot(
            id: id, type: type, state: state,
            text: style.hasLabel ? text : nil,
            detailText: (self as? Header)?.detailText, layoutDirection: style.hasLabel ? texts.layoutDirection : nil,
            pullingPercent: pullingPercent, alpha: alpha, hidden: isHidden,
            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
            arrowRotation: isNormal && hasArrow ? Self.normalized(appearance.arrowRotation) : nil,
            indicatorAnimating: isNormal && hasIndicator ? appearance.indicatorAnimating : nil,
            image: style == .gif && !appearance.imageHidden ? appearance.frame(at: scrollView?.clock.now ?? 0) : nil,
            refreshingCallbacks: refreshingCallbacks, endCallbacks: endCallbacks, layout: layout,
            attached: scrollView != nil)
    }

    func makeSnapshot(in scrollView: ScrollView) -> AttachmentSnapshot {
        .component(snapshot())
    }

    /// Whether the normal style has an arrow: header, back footer and trailer.
    var hasArrow: Bool { type != .autoFooter }

    /// Whether the normal style has an activity indicator: all but MJRefresh's trailer (the
    /// seed's righter has one).
    var hasIndicator: Bool { type != .trailer || settings.variant == .righter }

    /// `degrees` brought into [0, 360).
    static func normalized(_ degrees: Double) -> Double {
        let value = degrees.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }
}
