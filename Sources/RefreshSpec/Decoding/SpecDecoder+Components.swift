import Diagnostics
import YAML

extension SpecDecoder {
    /// `components`: at least one; ids unique; at most one header, footer and trailer.
    mutating func decodeComponents(_ node: Node, _ context: ComponentContext) -> [ComponentSpec] {
        guard case .sequence(let list) = node else {
            reportWrongType("a list of components", at: node)
            return []
        }
        if list.items.isEmpty { report(.noComponents, at: node.mark) }
        var components: [ComponentSpec] = []
        var ids: [String: Mark] = [:]
        var slots: [String: Mark] = [:]
        for item in list.items {
            guard let component = decodeComponent(item, context) else { continue }
            let idMark = item.value(forKey: "id")?.mark ?? item.mark
            if let first = ids[component.id] {
                report(.duplicateID(component.id), at: idMark, notes: [Diagnostic.Note("first used here", at: first)])
                continue
            }
            ids[component.id] = idMark
            if let slot = component.type.slot {
                let typeMark = item.value(forKey: "type")?.mark ?? item.mark
                if let first = slots[slot] {
                    report(
                        .duplicateSlot(slot, id: component.id), at: typeMark,
                        notes: [Diagnostic.Note("the first \(slot) is here", at: first)])
                }
                slots[slot] = slots[slot] ?? typeMark
            }
            components.append(component)
        }
        return components
    }
}
