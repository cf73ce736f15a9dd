extension KeyTable {
    /// The key of a table whose value is a mapping or a list of mappings, which holds the keys
    /// of another table.
    struct NestedHome {
        /// The key under which the nested keys go (`scrollView`, `components`).
        let key: String
        /// Whether its value is a list, each item of which holds the keys.
        let isList: Bool
        /// The table of the nested keys.
        let table: KeyTable
    }

    /// The one key of this table whose nested mapping (or list of mappings) knows `name`; nil
    /// when none or more than one does.
    func nestedHome(of name: String) -> NestedHome? {
        let homes = keys.compactMap { spec -> NestedHome? in
            switch spec.type {
            case .mapping(let nested) where nested.position(of: name) != nil:
                NestedHome(key: spec.name, isList: false, table: nested)
            case .list(let nested) where nested.position(of: name) != nil:
                NestedHome(key: spec.name, isList: true, table: nested)
            default: nil
            }
        }
        return homes.count == 1 ? homes[0] : nil
    }
}
