/// The string keys a spec's labels use, in first-use order: each state label's key (the
/// decoder has already filled in the type's built-in key where the spec names none) and, for a
/// header showing its last-updated label, the three last-updated words.
public enum StringsUsage {
    /// The keys the last-updated label is composed of.
    public static let lastUpdatedKeys = ["header.lastTime", "header.today", "header.noRecord"]

    /// Every key a label of `spec` looks up.
    public static func keys(of spec: Spec) -> [String] {
        keys(of: spec.components)
    }

    /// Every key a label of `components` looks up, in the order of each type's states.
    static func keys(of components: [ComponentSpec]) -> [String] {
        var keys: [String] = []
        keys.reserveCapacity(components.reduce(lastUpdatedKeys.count) { $0 + $1.labels.count })
        for index in components.indices {
            let labels = components[index].labels
            for state in components[index].type.states {
                guard case .key(let key) = labels[state]?.content else { continue }
                appendOnce(key, to: &keys)
            }
            if let lastUpdated = components[index].settings.lastUpdated, !lastUpdated.hidden {
                for key in lastUpdatedKeys { appendOnce(key, to: &keys) }
            }
        }
        return keys
    }

    private static func appendOnce(_ key: String, to keys: inout [String]) {
        if !keys.contains(key) { keys.append(key) }
    }
}
