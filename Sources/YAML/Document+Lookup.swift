extension Document.Node {
    /// In a mapping, the value of the first pair whose key is a scalar with this text; nil for
    /// a missing key and for a node that is not a mapping.
    package func value(forKey key: String) -> Document.Node? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.value(forKey: key)
    }
}

extension Document.Mapping {
    /// The value of the first pair whose key is a scalar with this text; nil when none is. For
    /// readers outside the decoder, which reads keys by their bytes (`isText`).
    package func value(forKey key: String) -> Document.Node? {
        pairs.first { $0.keyText == key }?.value
    }
}
