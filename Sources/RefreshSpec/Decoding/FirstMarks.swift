import Diagnostics

/// Where each name of a list was first seen, for reporting a name used twice (component ids,
/// slots, scenario names). A spec has a few of each, and a name is then compared with each
/// rather than hashed; past 16 names (a hostile file can hold thousands) they
/// are indexed, so the check stays fast.
struct FirstMarks {
    private var seen: [(name: String, mark: Mark)] = []
    private var positions: [String: Int]?

    /// Room for `count` names (the list's length), so that recording them does not grow the list.
    init(capacity count: Int) {
        seen.reserveCapacity(count)
    }

    /// Where `name` was first seen, if it was.
    func first(_ name: String) -> Mark? {
        if let positions { return positions[name].map { seen[$0].mark } }
        // `==`, not lengths first: canonically equal names (`café` composed or not) are one
        // name, as they are to the index past 16.
        return seen.first { $0.name == name }?.mark
    }

    /// Records where `name`, not seen before, is first seen.
    mutating func record(_ name: String, at mark: Mark) {
        seen.append((name, mark))
        if positions != nil {
            positions?[name] = seen.count - 1
        } else if seen.count > 16 {
            positions = Dictionary(seen.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
