extension Node {
    /// The node as a scalar, if it is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = self { scalar } else { nil }
    }

    /// A sequence's items in document order; empty for a scalar or a mapping.
    public var items: [Node] {
        if case .sequence(let sequence) = self { sequence.items } else { [] }
    }

    /// In a mapping, the value of the first pair whose key is a scalar with this text; nil for
    /// a missing key and for a node that is not a mapping.
    public func value(forKey key: String) -> Node? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.value(forKey: key)
    }
}

extension Node.Mapping {
    /// The value of the first pair whose key is a scalar with this text; nil when none is.
    public func value(forKey key: String) -> Node? {
        pairs.first { $0.keyText == key }?.value
    }
}

extension Node.Mapping.Pair {
    /// The key's text when the key is a scalar (as in every spec); nil for a collection key.
    public var keyText: String? {
        key.scalar?.text
    }
}
