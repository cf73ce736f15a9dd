/// One state change of one component, with the virtual time and the reason it happened.
public struct RefreshEvent: Sendable, Hashable {
    /// Virtual clock time of the change, in seconds.
    public let time: Double
    /// The component's id.
    public let component: String
    /// The state before.
    public let from: RefreshState
    /// The state after.
    public let to: RefreshState
    /// Why the state changed, as a value.
    public let cause: Cause

    /// Why the state changed, for people, e.g. `offsetY -124 < threshold -118 while dragging`.
    public var reason: String { cause.description }
}
