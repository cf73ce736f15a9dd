/// How the decoder names a key it reads from a mapping's ``Fields``: by its name, looked up in
/// the table, or as a ``TableKey`` whose position was found once.
protocol KeyReference {
    /// The key's position in `table`, nil when the table has no such key.
    func position(in table: KeyTable) -> Int?
}

extension String: KeyReference {
    func position(in table: KeyTable) -> Int? {
        table.position(of: self)
    }
}

/// A key of one table, its position found once (kept in a `static let`): for the keys read
/// from every component, scroll view or drag, where looking the name up again for each
/// mapping cost as much as reading the value.
struct TableKey: KeyReference, Sendable {
    /// The key's position in its table.
    private let position: Int
    /// The table, to check that the key is read from fields of that table.
    private let table: ObjectIdentifier

    /// The key `name` of `table`, which must have it.
    init(_ name: String, of table: KeyTable) {
        guard let position = table.position(of: name) else { preconditionFailure("\(table.name) has no key '\(name)'") }
        self.position = position
        self.table = ObjectIdentifier(table)
    }

    func position(in table: KeyTable) -> Int? {
        assert(ObjectIdentifier(table) == self.table, "a key read from another table's fields")
        return position
    }
}
