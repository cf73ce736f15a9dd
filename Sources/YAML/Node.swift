import Diagnostics

/// A node of a YAML document, with the position where it starts.
///
/// Aliases are resolved while loading: an alias becomes a copy of the node its anchor names,
/// keeping the anchored node's marks. Copies share storage, so an alias costs no memory of
/// its own; the loader still counts the nodes it stands for (see ``Limits``).
public enum Node: Sendable, Hashable {
    /// A scalar: text with its presentation style and tag.
    case scalar(Scalar)
    /// A sequence of nodes.
    case sequence(Sequence)
    /// A mapping, its pairs in document order.
    case mapping(Mapping)

    /// Where the node starts.
    public var mark: Mark {
        switch self {
        case .scalar(let scalar): scalar.mark
        case .sequence(let sequence): sequence.mark
        case .mapping(let mapping): mapping.mark
        }
    }

    /// The node's explicit tag (`!!str`, `!custom`) in full URI form, if it has one.
    public var tag: String? {
        switch self {
        case .scalar(let scalar): scalar.tag
        case .sequence(let sequence): sequence.tag
        case .mapping(let mapping): mapping.tag
        }
    }

    /// The node's kind in words, for messages: "a mapping", "a sequence" or "a scalar".
    public var kindDescription: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}
