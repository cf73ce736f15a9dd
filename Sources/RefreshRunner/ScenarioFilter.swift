/// A part of a scenario's name, as `test --filter` and `run --scenario` take it: it matches
/// every name that contains it, letters compared by their lowercase (`Pull` finds
/// `a short pull bounces back`); an empty part matches every name.
public struct ScenarioFilter: Sendable, Hashable {
    /// The part as given.
    public let pattern: String
    /// The part in lowercase, compared with each name in lowercase.
    private let lowercased: String

    /// A filter for the names that contain `pattern`, ignoring letter case.
    public init(_ pattern: String) {
        self.pattern = pattern
        lowercased = pattern.lowercased()
    }

    /// Whether `name` contains the pattern, ignoring letter case.
    public func matches(_ name: String) -> Bool {
        lowercased.isEmpty || name.lowercased().contains(lowercased)
    }

    /// The one scenario `run --scenario` means among `names`: the name equal to the pattern
    /// when there is one (an exact name wins), else every name that contains it. One result is
    /// the scenario; none or several leave the choice to the user.
    public func picks(among names: [String]) -> [String] {
        names.contains(pattern) ? [pattern] : names.filter(matches)
    }
}
