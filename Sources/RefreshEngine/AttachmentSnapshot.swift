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
