/// The scenario names a usage error lists when `run --scenario` or `test --filter` finds no
/// scenario to run, or `run --scenario` several: each name once, in the order found, at most
/// ``limit`` of them, then how many scenarios more.
struct ScenarioNames {
    /// The most names listed.
    static let limit = 20
    /// The names listed so far, each once.
    private(set) var listed: [String] = []
    /// The scenarios past the limit whose names are not listed.
    private(set) var unlisted = 0

    /// A list of `names`, in their order.
    init(_ names: [String] = []) {
        for name in names { add(name) }
    }

    /// Lists one more scenario's name, unless it is listed already or the list is full.
    mutating func add(_ name: String) {
        guard !listed.contains(name) else { return }
        if listed.count < Self.limit { listed.append(name) } else { unlisted += 1 }
    }

    /// `'a', 'b', 'c'`, then ` and 12 more` past the limit; empty when there are none.
    var text: String {
        listed.map { "'\($0)'" }.joined(separator: ", ") + (unlisted > 0 ? " and \(unlisted) more" : "")
    }
}
