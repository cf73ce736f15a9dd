/// Which way the content moves under the finger, as a scroll observer reports it (SPEC.md §7
/// `lastEvent.direction`).
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
    /// The offset grows: the finger pushes the content up.
    case up
    /// The offset shrinks: the finger pulls the content down.
    case down
}
