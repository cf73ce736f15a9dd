extension Document.Scalar {
    /// The scalar resolved by the core schema, as ``YAML/Node/Scalar/value`` resolves it.
    package var value: Node.Scalar.Value {
        if style != .plain || tag == Node.Scalar.stringTag { return .string(text) }
        return withUTF8 { bytes in Node.Scalar.resolvePlain(bytes) { String(decoding: bytes, as: UTF8.self) } }
    }

    /// Whether ``value`` is `.null`, decided from the bytes without making a string.
    package var isNull: Bool {
        guard style == .plain, utf8Count <= 4, tag != Node.Scalar.stringTag else { return false }
        return withUTF8(Node.Scalar.isNull)
    }
}
