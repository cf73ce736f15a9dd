import RefreshCore

/// A set of component states as one bit each: telling whether a spec wrote a state needs no
/// hashing and no allocation.
struct StateSet {
    private static let states = ComponentSpec.State.allCases
    private var bits: UInt64 = 0

    /// Adds a state.
    mutating func insert(_ state: ComponentSpec.State) {
        bits |= Self.bit(state)
    }

    /// Whether the set has a state.
    func contains(_ state: ComponentSpec.State) -> Bool {
        bits & Self.bit(state) != 0
    }

    private static func bit(_ state: ComponentSpec.State) -> UInt64 {
        1 << UInt64(states.firstIndex(of: state) ?? 63)
    }
}
