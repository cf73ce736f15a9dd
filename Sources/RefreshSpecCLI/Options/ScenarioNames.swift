import RefreshRunner

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

extension ScenarioNames {
    /// The one scenario `--scenario part` means among the `names` of the spec at `path` (an
    /// exact name wins, else the one name containing it, ignoring case); a usage error of the
    /// command `help` describes when none or several do.
    static func pickOne(_ part: String, among names: [String], in path: String, help: CommandHelp) throws(UsageError) -> String {
        let picked = ScenarioFilter(part).picks(among: names)
        if picked.count == 1 { return picked[0] }
        guard picked.isEmpty else {
            throw UsageError(
                message: "'\(part)' is part of the names of \(picked.count) scenarios in \(path): \(ScenarioNames(picked).text); "
                    + "give more of the name",
                help: help)
        }
        let known = names.isEmpty ? "it has no scenarios" : "it has \(ScenarioNames(names).text)"
        throw UsageError(message: "no scenario in \(path) has '\(part)' in its name; \(known)", help: help)
    }
}
