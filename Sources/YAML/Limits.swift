/// Bounds that keep hostile input from costing unbounded time or memory.
///
/// Each limit, when crossed, stops loading with one diagnostic at the place it was crossed.
public struct Limits: Sendable, Hashable {
    /// The deepest nesting of sequences and mappings allowed.
    public var maxDepth: Int
    /// The most nodes that aliases may stand for, counted over the whole document, so that
    /// "billion laughs" inputs stop at once.
    public var maxAliasNodes: Int
    /// The largest input, in bytes.
    public var maxBytes: Int

    /// Creates limits; the defaults are 256 levels, 10,000 alias nodes and 8 MiB.
    public init(maxDepth: Int = 256, maxAliasNodes: Int = 10_000, maxBytes: Int = 8 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasNodes = maxAliasNodes
        self.maxBytes = maxBytes
    }

    /// A byte count in words: `8 MiB`, `512 KiB`, `300 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
