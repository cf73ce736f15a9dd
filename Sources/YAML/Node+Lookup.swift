extension Node {
    /// The node as a scalar, if it is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { scalar } else { nil }
    }

    /// In a mapping, the value of the first pair whose key is a scalar with this text; nil for
    /// a missing key and for a node that is not a mapping.
    public func value(forKey key: String) -> Node? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.pairs.first { $0.key.scalar?.text == key }?.value
    }
}
