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
    /// Opacity.
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
