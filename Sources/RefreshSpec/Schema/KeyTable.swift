import YAML

/// The keys of one kind of mapping: the single source of truth for key names, types, enum
/// values and defaults, read by the decoder and by the JSON Schema generator. A table is made
/// from the enum of its keys (``TableKey``), which the decoder reads them by.
public final class KeyTable: Sendable {
    /// The kind's name as messages show it (`scrollView`, `font`).
    public let name: String
    /// The keys, in documentation order.
    public let keys: [KeyDescription]
    /// The positions of the required keys, which the decoder checks every mapping for.
    let requiredPositions: [Int]
    private let index: KeyIndex
    /// ``keys`` again, held unretained: the decoder reads a key's spec for every value, and
    /// taking a reference out of ``keys`` retained and released it each time.
    private let unretainedKeys: [Unmanaged<KeyDescription>]
    /// The enum of the keys, which every key the decoder reads from this table's fields is of.
    private let keyType: ObjectIdentifier

    /// A table named `name` (as messages call the mapping) of the keys of `Key`, in the order of
    /// its cases (documentation order), each described by `describe`.
    init<Key: TableKey>(_ name: String, _: Key.Type, _ describe: (Key) -> KeyDescription) {
        let keys = Key.allCases.map(describe)
        for (position, key) in Key.allCases.enumerated() {
            precondition(keys[position].name == key.name, "\(name): key '\(key.name)' described as '\(keys[position].name)'")
            // Asked of the protocol, not by casting: a cast looks the conformance up at run time.
            precondition(key.number ?? position == position, "\(name): key '\(key.name)' numbered out of its place")
        }
        self.name = name
        self.keys = keys
        self.requiredPositions = keys.indices.filter { keys[$0].isRequired }
        self.index = KeyIndex(keys.map(\.name))
        self.unretainedKeys = keys.map(Unmanaged.passUnretained)
        self.keyType = ObjectIdentifier(Key.self)
    }

    /// Whether the table is made from `Key`, so that a key of `Key` is at its number here.
    @inline(__always)  // asked for every key a decoder reads: a comparison, with no call
    func isMade<Key: TableKey>(of _: Key.Type) -> Bool {
        keyType == ObjectIdentifier(Key.self)
    }

    /// The description of one of the table's keys.
    subscript<Key: NumberedKey>(key: Key) -> KeyDescription {
        precondition(isMade(of: Key.self), "a key of another table")
        return keys[key.rawValue]
    }

    /// Calls `body` with the key at `position`, not retained: ``keys`` keeps it alive as long as
    /// the table is.
    func withKey<Result>(at position: Int, _ body: (KeyDescription) -> Result) -> Result {
        unretainedKeys[position]._withUnsafeGuaranteedRef(body)
    }

    /// The key with a name, if the kind has it.
    public subscript(name: String) -> KeyDescription? {
        position(of: name).map { keys[$0] }
    }

    /// The position of a key in ``keys``, if the kind has it.
    func position(of name: String) -> Int? {
        index.position(of: name)
    }

    /// The position of a key written as a scalar, read from its bytes.
    func position(of key: Document.Scalar) -> Int? {
        key.withUTF8 { index.position(ofUTF8: $0) }
    }

    /// The key names, in documentation order.
    public var names: [String] { keys.map(\.name) }
}
