/// What a scroll observer shows at one moment.
public struct ObserverSnapshot: Sendable, Hashable {
    /// The observer's id.
    public let id: String
    /// The last event, if any.
    public let lastEvent: ScrollObserver.Event?
    /// Number of events so far.
    public let eventCount: Int
}
