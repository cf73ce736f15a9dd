/// The type of a key's value, as the decoder checks it and a JSON Schema describes it.
public indirect enum ValueType: Sendable {
    /// A number within a range.
    case number(NumberRange)
    /// An integer of at least `minimum`, or exactly `sentinel` (e.g. -1 for "unlimited").
    case integer(minimum: Int, sentinel: Int?)
    /// Exactly this integer (the language version).
    case exactly(Int)
    /// `true` or `false`.
    case bool
    /// Any text.
    case string
    /// `[A-Za-z][A-Za-z0-9_-]*`.
    case identifier
    /// A BCP 47 locale id such as `en`, `zh-Hans`, `pt-BR`.
    case locale
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or the name of an entry in `colors`.
    case color
    /// An ISO-8601 time such as `2026-01-01T12:00:00Z`.
    case timestamp
    /// `UTC`, an offset such as `+08:00`, or an IANA name such as `Europe/Paris`.
    case timeZone
    /// One of a fixed set of words.
    case choice([String])
    /// The id of a component; the key's `componentTypes` say which types it may name.
    case componentID
    /// A mapping with the keys of a table.
    case mapping(KeyTable)
    /// A sequence of mappings with the keys of a table.
    case list(KeyTable)
    /// A sequence of steps (each a bare word or a one-key mapping of the step table).
    case steps(KeyTable)
    /// A mapping whose keys and values have the given types.
    case dictionary(key: ValueType, value: ValueType)
    /// Any one of several forms.
    case oneOf([ValueType])
    /// A bare word with no argument (bare steps).
    case nothing

    /// The largest magnitude of any number in a spec, points or seconds: far beyond any screen or
    /// gesture, and small enough that no step can make the simulation run away.
    public static let largestMagnitude = 1_000_000.0

    /// A number's allowed range.
    public enum NumberRange: Sendable {
        /// Any finite number.
        case any
        /// Greater than 0.
        case positive
        /// At least 0.
        case nonNegative
    }
}
