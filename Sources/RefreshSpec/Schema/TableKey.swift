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

/// A key of one table (or of two, for the readers of sizes and insets, which read fields of
/// either), its position found once (kept in a `static let`): for the keys read from every
/// component, scroll view or drag, where looking the name up again for each mapping cost as
/// much as reading the value.
struct TableKey: KeyReference, Sendable {
    /// The key's position in its table, and the table.
    private let position: Int
    private let table: ObjectIdentifier
    /// The key's position in a second table that has it, and that table.
    private let otherPosition: Int
    private let otherTable: ObjectIdentifier?

    /// The key `name` of `table` (and of `otherTable`), which must have it.
    init(_ name: String, of table: KeyTable, and otherTable: KeyTable? = nil) {
        position = Self.position(of: name, in: table)
        self.table = ObjectIdentifier(table)
        otherPosition = otherTable.map { Self.position(of: name, in: $0) } ?? -1
        self.otherTable = otherTable.map(ObjectIdentifier.init)
    }

    private static func position(of name: String, in table: KeyTable) -> Int {
        guard let position = table.position(of: name) else { preconditionFailure("\(table.name) has no key '\(name)'") }
        return position
    }

    func position(in table: KeyTable) -> Int? {
        let identifier = ObjectIdentifier(table)
        if identifier == self.table { return position }
        precondition(identifier == otherTable, "a key read from another table's fields")
        return otherPosition
    }
}
