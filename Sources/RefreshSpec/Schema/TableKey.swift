/// The keys of one ``KeyTable``, declared as an enum whose cases are the keys in the table's
/// order. The table is made from the enum (``KeyTable/init(_:_:_:)``), so each key is named
/// once, by its case, and the table can neither miss a case nor list a key the enum lacks.
protocol TableKey: CaseIterable, Sendable {
    /// The key as a spec writes it.
    var name: String { get }
    /// The key's place among the cases when it is a ``NumberedKey`` (its raw value), which the
    /// table checks against the order of its keys; nil for a key named by its raw value.
    var number: Int? { get }
}

extension TableKey {
    var number: Int? { nil }
}

/// A key the decoder reads by its case (`fields[ScrollViewKey.frame]`): an `Int` enum that is a
/// `CodingKey`, whose cases give themselves no raw values. Swift then makes each case's raw
/// value its place among the cases, which is the key's position in the table (an interned
/// number: reading the key looks nothing up), and its `stringValue` the case's name, which is
/// the key's name.
protocol NumberedKey: TableKey, CodingKey, RawRepresentable<Int> {}

extension NumberedKey {
    var name: String { stringValue }
    var number: Int? { rawValue }
}

/// A key named by a public model enum's raw value (an `expect` field).
extension TableKey where Self: RawRepresentable<String> {
    var name: String { rawValue }
}
