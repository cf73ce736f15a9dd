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
    /// The most bytes of scalar text that aliases may repeat, counted over the whole document,
    /// whatever the file's size (see ``maxAliasBytes(forFileOf:)``).
    public var maxAliasBytes: Int

    /// Creates limits; the defaults are 256 levels, 10,000 alias nodes, 8 MiB and 32 MiB of
    /// text repeated by aliases.
    public init(maxDepth: Int = 256, maxAliasNodes: Int = 10_000, maxBytes: Int = 8 << 20, maxAliasBytes: Int = 32 << 20) {
        self.maxDepth = maxDepth
        self.maxAliasNodes = maxAliasNodes
        self.maxBytes = maxBytes
        self.maxAliasBytes = maxAliasBytes
    }

    /// The most bytes of scalar text aliases may repeat in a file of `byteCount` bytes: 4 times
    /// the file, so that the document read is at most 5 times the file (a spec is read in time
    /// and memory proportional to its text), but at least 1 MiB, so that a small file may repeat
    /// its blocks freely, and at most ``maxAliasBytes``.
    func maxAliasBytes(forFileOf byteCount: Int) -> Int {
        min(maxAliasBytes, max(1 << 20, min(byteCount, Int.max / 4) * 4))
    }

    /// A byte count in words: `8 MiB`, `512 KiB`, `300 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
