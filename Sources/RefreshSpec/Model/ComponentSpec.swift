import Diagnostics
import RefreshCore

/// A refresh component attached to the scroll view (SPEC.md §4): its id and type, its settings
/// with every key resolved to its value or its default, and what only the spec has: the label
/// keys a locale resolves, and where the component and its keys are written.
public struct ComponentSpec: Sendable, Hashable {
    /// The id, unique in the file.
    public var id: String
    /// What the component is.
    public var type: ComponentType
    /// Every setting, written or default: what the engine's component is made with.
    public var settings: ComponentSettings
    /// The label of each state the type shows: the spec's own, else the built-in key.
    public var labels: Labels
    /// Where the component's mapping starts.
    public var mark: Mark
    /// Where each key written in the component's mapping is (the key, not its value), by key
    /// name; a key left to its default is absent. What `generate swift` locates its warnings at.
    public var keyMarks = KeyMarks()
    /// Where a header's `lastUpdated.at` and `lastUpdated.format` values are written.
    public var lastUpdatedMarks = LastUpdatedMarks()
    /// Whether the scroll view has it from the start; false: an `attach` step attaches it later
    /// (the app sets `mj_header` after calling `beginRefreshing` on it).
    public var startsAttached = true
}
