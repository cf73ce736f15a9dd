extension Node.Scalar {
    /// Whether ``value`` is `.null`, decided without resolving numbers: a cheap test for
    /// callers that only need to tell "no value" from text.
    public var isNull: Bool {
        guard style == .plain, tag != Self.stringTag, text.utf8.count <= 4 else { return false }
        var text = text
        return text.withUTF8(Self.isNull)
    }
}
