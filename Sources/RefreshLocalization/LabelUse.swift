import RefreshSpec

/// Where a string key is shown: a component's state label, or its last-updated label. XLIFF's
/// `<note>` carries it, so that a translator knows what a text is for. The label's width budget
/// (issue 38 §1: the room the component leaves the text) belongs here once label widths are
/// measured, written into the same note.
public struct LabelUse: Sendable, Hashable {
    /// The component's id.
    public var component: String
    /// The state whose label shows the key (`idle`, `pulling`, …), or `lastUpdated`.
    public var label: String

    /// What the note says: `idle label of header`.
    public var note: String {
        "\(label) label of \(component)"
    }

    /// Every key a label of `spec` shows, with where, in the order of ``StringsUsage``.
    static func uses(in spec: Spec) -> [String: [LabelUse]] {
        var uses: [String: [LabelUse]] = [:]
        for component in spec.components {
            for state in component.type.states {
                guard case .key(let key) = component.labels[state]?.content else { continue }
                uses[key, default: []].append(LabelUse(component: component.id, label: state.rawValue))
            }
            if let lastUpdated = component.settings.lastUpdated, !lastUpdated.hidden {
                for key in StringsUsage.lastUpdatedKeys {
                    uses[key, default: []].append(LabelUse(component: component.id, label: "lastUpdated"))
                }
            }
        }
        return uses
    }
}
