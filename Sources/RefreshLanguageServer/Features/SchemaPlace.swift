import RefreshSpec

/// What the key tables say may be written at a path of keys (``CursorContext/path``).
enum SchemaPlace {
    /// A mapping of a table's keys.
    case table(KeyTable)
    /// `expect`: `scrollView` or a component id.
    case expectation
    /// `strings`: locale ids.
    case locales
    /// `strings.<locale>`: string keys.
    case stringKeys
    /// `labels`: state names, each naming a string key.
    case labels
    /// `setHidden`: component ids, each a flag.
    case componentFlags
    /// Nothing the tables know.
    case unknown

    /// The place at `path`, from the spec's top.
    init(path: [String]) {
        var place = SchemaPlace.table(.spec)
        var index = 0
        while index < path.count {
            let segment = path[index]
            index += 1
            switch place {
            case .table(let table):
                guard let key = table[segment] else {
                    self = .unknown
                    return
                }
                place = Self.place(of: key)
                // A list's or steps' items are the next segment, `-`.
                if case .table = place, Self.isSequence(key.type) {
                    guard index < path.count, path[index] == "-" else {
                        self = .unknown
                        return
                    }
                    index += 1
                }
            case .expectation:
                place = .table(segment == "scrollView" ? .expectScrollView : .expectComponent)
            case .locales:
                place = .stringKeys
            case .stringKeys, .labels, .componentFlags, .unknown:
                self = .unknown
                return
            }
        }
        self = place
    }

    /// Where a key's value leads.
    private static func place(of key: KeyDescription) -> SchemaPlace {
        if key === KeyTable.step["expect"] { return .expectation }
        if key === KeyTable.spec["strings"] { return .locales }
        if key === KeyTable.component["labels"] { return .labels }
        if key === KeyTable.step["setHidden"] { return .componentFlags }
        return table(in: key.type).map(SchemaPlace.table) ?? .unknown
    }

    /// The table of a mapping, list or steps type, or of the one such form a `oneOf` has.
    static func table(in type: ValueType) -> KeyTable? {
        switch type {
        case .mapping(let table), .list(let table), .steps(let table): table
        case .oneOf(let types): types.lazy.compactMap(table(in:)).first
        default: nil
        }
    }

    private static func isSequence(_ type: ValueType) -> Bool {
        switch type {
        case .list, .steps: true
        default: false
        }
    }
}
