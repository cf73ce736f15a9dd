import RefreshCore

/// One key of a mapping kind: its name, value type, default, where it applies and what it means.
public final class KeyDescription: Sendable {
    /// The key as written in a spec.
    public let name: String
    /// The value's type, which decides how it is decoded and checked.
    public let type: ValueType
    /// Whether a mapping of this kind must have the key.
    public let isRequired: Bool
    /// The key that stands for this required one when present (a `device` gives the `frame`).
    public let requiredUnless: String?
    /// The value used when the key is absent, if any.
    public let defaultValue: DefaultValue?
    /// The component types the key applies to (or, for component ids, may name); nil for all.
    public let componentTypes: [ComponentType]?
    /// The component styles the key applies to; nil for all.
    public let styles: [ComponentStyle]?
    /// The largest value a number or integer key takes, where the key has a bound of its own
    /// (every number is also bounded by ``ValueType/largestMagnitude``).
    public let maximum: Double?
    /// Whether the number is a share of a whole, 1 for all of it (MJRefresh's `triggerRate`,
    /// `triggerAutomaticallyRefreshPercent`, `pullingPercent`, `alpha`): a percentage written for
    /// it is told as the fraction to write.
    public let isFraction: Bool
    /// What the key means, in one line.
    public let summary: String
    /// ``defaultValue`` in each form a decoder reads it.
    let defaults: Defaults

    /// The description of `key`, as its table lists it.
    init(
        _ key: some TableKey, _ type: ValueType, required: Bool = false, unless alternative: (any TableKey)? = nil,
        default defaultValue: DefaultValue? = nil,
        types: [ComponentType]? = nil, styles: [ComponentStyle]? = nil, maximum: Double? = nil,
        fraction: Bool = false, _ summary: String
    ) {
        self.name = key.name
        self.type = type
        self.isRequired = required
        self.requiredUnless = alternative?.name
        self.defaultValue = defaultValue
        self.componentTypes = types
        self.styles = styles
        self.maximum = maximum
        self.isFraction = fraction
        self.summary = summary
        defaults = Defaults(defaultValue, type: type)
    }

    /// Whether the key applies to a component of a type and style (a nil argument is not checked).
    public func applies(to type: ComponentType?, style: ComponentStyle?) -> Bool {
        if let type, let componentTypes, !componentTypes.contains(type) { return false }
        if let style, let styles, !styles.contains(style) { return false }
        return true
    }

    /// Whether the key may stand alone, without a value (bare steps).
    public var acceptsNothing: Bool {
        switch type {
        case .nothing: true
        case .oneOf(let types): types.contains { if case .nothing = $0 { true } else { false } }
        default: false
        }
    }
}
