import RefreshCore
import RefreshSpec

/// Where a string key is shown: a component's state label, or its last-updated label, and the
/// room the component leaves its text (`text-too-wide`'s, SPEC.md §8). XLIFF's `<note>` carries
/// it, so that a translator knows what a text is for and how long it may be.
public struct LabelUse: Sendable, Hashable {
    /// The component's id.
    public var component: String
    /// The state whose label shows the key (`idle`, `pulling`, …), or `lastUpdated`.
    public var label: String
    /// The widest text that fits, points (on a trailer, the tallest, a character a line).
    public var room: Double
    /// Whether the text stacks a character a line (a trailer's).
    public var stacked: Bool
    /// The label's font.
    public var font: Font

    /// What the note says: `idle label of header; fits 310 pt at 14 pt bold`.
    public var note: String {
        let fits = "\(max(room, 0).rounded(.down).shortText) pt" + (stacked ? " stacked a character a line" : "")
        return "\(label) label of \(component); fits \(fits) at \(font.size.shortText) pt \(font.weight.rawValue)"
    }

    /// Every key a label of `spec` shows, with where, in the order of ``StringsUsage``.
    static func uses(in spec: Spec) -> [String: [LabelUse]] {
        var uses: [String: [LabelUse]] = [:]
        let frame = spec.scrollView.frame
        for component in spec.components {
            let settings = component.settings
            let stacked = component.type == .trailer
            func use(_ label: String, state: RefreshState, font: Font) -> LabelUse {
                let room = stacked ? frame.height : settings.textRoom(for: component.type, state: state, width: frame.width)
                return LabelUse(component: component.id, label: label, room: room, stacked: stacked, font: font)
            }
            for state in component.type.states {
                guard case .key(let key) = component.labels[state]?.content else { continue }
                uses[key, default: []].append(use(state.rawValue, state: state, font: settings.font))
            }
            if let lastUpdated = settings.lastUpdated, !lastUpdated.hidden {
                // Measured beside idle's arrow, as text-too-wide measures it.
                let font = lastUpdated.font ?? settings.font
                for key in StringsUsage.lastUpdatedKeys {
                    uses[key, default: []].append(use("lastUpdated", state: .idle, font: font))
                }
            }
        }
        return uses
    }
}
