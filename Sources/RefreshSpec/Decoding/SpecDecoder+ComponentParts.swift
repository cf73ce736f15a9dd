import Diagnostics
import RefreshCore
import YAML

extension SpecDecoder {
    /// `animation`: `{fast, slow}` or `none`; the table's defaults when absent or invalid.
    mutating func decodeAnimation(_ fields: Fields) -> AnimationDurations? {
        var durations = absent(.animation, at: fields.mark)
        let isNone = fields.read(ComponentKey.animation) { node -> Bool in
            if case .string("none") = node.scalar?.value { return true }
            if case .mapping = node {
                durations = self.fields(of: node, .animation) ?? durations
            } else {
                reportWrongType("a mapping {fast, slow} or none", at: node)
            }
            return false
        }
        if isNone == true { return AnimationDurations(fast: 0, slow: 0) }
        guard let fast = number(AnimationKey.fast, in: durations), let slow = number(AnimationKey.slow, in: durations)
        else { return nil }
        return AnimationDurations(fast: fast, slow: slow)
    }

    /// `font`, with the table's defaults.
    mutating func decodeFont(_ fields: Fields) -> Font? {
        guard let size = number(FontKey.size, in: fields),
            let weight = choice(FontKey.weight, in: fields, as: Font.Weight.self)
        else { return nil }
        return Font(size: size, weight: weight)
    }

    /// `labels`: the type's built-in labels, each state the spec gives replaced by its own.
    mutating func decodeLabels(_ fields: Fields, type: ComponentType?) -> ComponentSpec.Labels {
        var labels = type.flatMap { type in Self.builtInLabels.first { $0.type == type }?.labels } ?? ComponentSpec.Labels()
        forEachState(ComponentKey.labels, in: fields, type: type) { decoder, state, node in
            guard let label = decoder.decodeLabel(node) else { return }
            labels[state] = label
        }
        return labels
    }

    /// Each type's built-in labels: the catalog's default key for each of its states that has
    /// one (or borrows one). Asked of the catalog once per type, not for every component; a
    /// list searched by type, as five types are found sooner than a key is hashed.
    private static let builtInLabels = ComponentType.allCases.map { type in
        var labels = ComponentSpec.Labels()
        for state in type.states {
            guard let key = LabelCatalog.builtIn.defaultKey(for: type, state: labelSource(of: state, in: type)) else {
                continue
            }
            labels[state] = ComponentSpec.Label(content: .key(key), mark: nil)
        }
        return (type: type, labels: labels)
    }

    /// The state whose built-in text a state shows: its own, but for a trailer's refreshing
    /// state, which borrows pulling's (`MJRefreshStateTrailer.textConfiguration` gives it
    /// `MJRefreshTrailerPullingText`), so a trailer without its own `refreshing` label shows
    /// `trailer.pulling` (the built-in key, whatever `pulling` says).
    private static func labelSource(of state: RefreshState, in type: ComponentType) -> RefreshState {
        type == .trailer && state == .refreshing ? .pulling : state
    }

    /// `images`: state → `{frames, duration}`; duration defaults to frames × 0.1.
    mutating func decodeImages(_ fields: Fields, type: ComponentType?) -> [RefreshState: GifImages] {
        var images: [RefreshState: GifImages] = [:]
        forEachState(ComponentKey.images, in: fields, type: type) { decoder, state, node in
            guard let frames = decoder.fields(of: node, .gifImages) else { return }
            let duration = decoder.number(GifImagesKey.duration, in: frames)
            let size =
                !frames.has(GifImagesKey.size)
                ? nil : decoder.size(decoder.nested(GifImagesKey.size, .positiveSize, in: frames), default: nil)
            guard let count = decoder.integer(GifImagesKey.frames, in: frames) else { return }
            images[state] = GifImages(frames: count, duration: duration, size: size)
        }
        return images
    }

    private mutating func decodeLabel(_ node: Document.Node) -> ComponentSpec.Label? {
        switch node {
        case .scalar:
            return stringScalar(node).map { ComponentSpec.Label(content: .key(stringKeyNames.name(of: $0)), mark: node.mark) }
        case .mapping:
            guard let literal = fields(of: node, .labelText), let text = string(LabelTextKey.text, in: literal) else {
                return nil
            }
            return ComponentSpec.Label(content: .text(text), mark: node.mark)
        case .sequence:
            reportWrongType("a string key or {text: …}", at: node)
            return nil
        }
    }

    /// Calls `body` with each entry of a state-keyed mapping whose state the type has (any
    /// state when the type is unknown); others are reported.
    private mutating func forEachState(
        _ key: ComponentKey, in fields: Fields, type: ComponentType?,
        _ body: (inout SpecDecoder, RefreshState, Document.Node) -> Void
    ) {
        guard fields.has(key) else { return }
        let states = type?.states ?? RefreshState.allCases
        _ = fields.read(key) { node in
            forEachEntry(of: node) { decoder, entry in
                guard let state = RefreshState(rawValue: entry.name), states.contains(state) else {
                    decoder.report(Self.stateProblem(entry.name, in: key.name, type: type, states: states), at: entry.keyMark)
                    return
                }
                body(&decoder, state, entry.value)
            }
        }
    }
}

extension SpecDecoder {
    /// What is wrong with a key of `labels` or `images` that is none of the type's states: a
    /// state in another letter case (`nomoredata`) is suggested as written, a state of another
    /// type is named as such, and any other key is unknown, with the type's states listed when
    /// none is near enough to suggest.
    fileprivate static func stateProblem(
        _ key: String, in mapping: String, type: ComponentType?, states: [RefreshState]
    ) -> Diagnostic.Message {
        let names = states.map(\.rawValue)
        let lowercased = key.lowercased()
        let state = RefreshState.allCases.first { $0.rawValue.lowercased() == lowercased }
        if let state, states.contains(state) { return .unknownKey(key, in: mapping, suggestion: state.rawValue) }
        if let type, state != nil { return .stateNotForType(key, type: type.rawValue, states: names) }
        if let suggestion = Suggestion.closest(to: key, among: names) {
            return .unknownKey(key, in: mapping, suggestion: suggestion)
        }
        return .unknownState(key, in: mapping, states: names)
    }
}

extension Diagnostic.Message {
    /// A key of `labels` or `images` that is no state and like none, with the states there are.
    static func unknownState(_ key: String, in mapping: String, states: [String]) -> Self {
        Self(rule: .unknownKey, "unknown key '\(key)' in \(mapping); its keys are states: \(states.joined(separator: ", "))")
    }

    /// A state a component type never enters, used as a key of `labels` or `images`.
    static func stateNotForType(_ state: String, type: String, states: [String]) -> Self {
        Self(rule: .notApplicable, "\(type) has no state '\(state)' (its states: \(states.joined(separator: ", ")))")
    }
}
