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

    /// Every key a label of `components` looks up.
    static func keys(of components: [ComponentSpec]) -> [String] {
        var keys: [String] = []
        for component in components {
            var used = component.type.states.compactMap { state -> String? in
                guard case .key(let key) = component.labels[state]?.content else { return nil }
                return key
            }
            if let lastUpdated = component.lastUpdated, !lastUpdated.hidden { used += lastUpdatedKeys }
            for key in used where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}
