import Diagnostics
import YAML

/// One key of a mapping with its name read: the key's text and mark, and the value node.
struct Entry {
    /// The key's text.
    let name: String
    /// Where the key is written.
    let keyMark: Mark
    /// The value node.
    let value: Node
    /// The key's position in the table of the ``Fields`` that accepted it; -1 until then.
    var position = -1
}

/// The accepted keys of one mapping, read against a ``KeyTable``: known, applicable and not
/// repeated. A key name is looked up in the table once; the entries are then searched by
/// position, which beats hashing or comparing names for mappings of a dozen keys.
struct Fields {
    /// The table the keys were checked against, which also gives their defaults.
    let table: KeyTable
    /// Where the mapping starts (or its parent, for an absent mapping).
    let mark: Mark
    /// The component type the mapping belongs to, for per-type defaults.
    let componentType: ComponentSpec.ComponentType?
    /// The accepted keys, in document order.
    var entries: [Entry] = []

    /// The value of a key, if the mapping has it.
    subscript(key: String) -> Node? {
        table.position(of: key).flatMap { value(at: $0) }
    }

    /// The value of the key at a position of the table, if the mapping has it.
    func value(at position: Int) -> Node? {
        entries.first { $0.position == position }?.value
    }
}
