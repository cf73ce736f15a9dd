import RefreshCore

/// What steps and expectations need of a component: its id, type and style. The index of
/// components by id holds these rather than whole ``ComponentSpec`` values, each lookup of
/// which copied every field.
struct ComponentReference {
    let id: String
    let type: ComponentType
    let style: ComponentStyle

    /// The reference to a decoded component.
    init(_ component: ComponentSpec) {
        id = component.id
        type = component.type
        style = component.settings.style
    }
}

/// A spec's components by id, for the steps and expectations that name them. A spec has a
/// handful of components, and an id is then compared with each (lengths first) rather than
/// hashed; a file with many (a hostile one can hold thousands) is indexed, so lookups stay fast.
struct ComponentIndex {
    /// The components' references, in order.
    private let references: [ComponentReference]
    /// The position of each id in `references`, for a spec of many components; nil otherwise.
    private let positions: [String: Int]?

    /// The references of components whose ids are unique, as ``SpecDecoder/decodeComponents(_:_:)`` keeps them.
    init(_ components: [ComponentSpec]) {
        references = components.map(ComponentReference.init)
        positions =
            references.count > 16
            ? Dictionary(references.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    /// The component with an id, if the spec has one.
    subscript(id: String) -> ComponentReference? {
        if let positions { return positions[id].map { references[$0] } }
        let length = id.utf8.count
        return references.first { $0.id.utf8.count == length && $0.id == id }
    }

    /// Every id, in the order of the components.
    var ids: [String] { references.map(\.id) }
}
