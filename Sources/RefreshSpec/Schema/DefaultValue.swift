import RefreshCore

/// A key's default, the one place the decoder and the JSON Schema take it from.
public enum DefaultValue: Sendable {
    /// A number default, such as `triggerRate: 1`.
    case number(Double)
    /// A whole-number default, such as `frameRate: 60`.
    case integer(Int)
    /// A `true`/`false` default.
    case bool(Bool)
    /// A word or text (also an ISO-8601 time or a color).
    case string(String)
    /// A number that depends on the component type; absent types have no default.
    case numberByType([ComponentType: Double])
    /// A default computed from other values, described in words (e.g. "frame size").
    case computed(String)

    /// The size of each of `types` when a spec gives none: ``ComponentType/defaultSize``.
    static func defaultSize(of types: [ComponentType]) -> Self {
        .numberByType(Dictionary(uniqueKeysWithValues: types.map { ($0, $0.defaultSize) }))
    }
}
