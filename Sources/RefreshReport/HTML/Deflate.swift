/// Raw DEFLATE (RFC 1951, without a zlib or gzip wrapper), for the HTML report's payloads: the
/// page carries them base64-encoded and its script inflates them (``HTMLInflater``); any raw
/// DEFLATE reader reads them, such as the browser's `DecompressionStream("deflate-raw")` or
/// Python's `zlib.decompressobj(-15)`.
public enum Deflate {
    /// `bytes` as one DEFLATE stream (a final block for an empty input too).
    public static func compress(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if let compressed = bytes.withContiguousStorageIfAvailable({ compress(contiguous: $0) }) {
            return compressed
        }
        return Array(bytes).withUnsafeBufferPointer { compress(contiguous: $0) }
    }

    /// `bytes` as the rest of a DEFLATE stream whose blocks before gave `history`: its matches
    /// may reach back into `history` (a preset dictionary; its last 32 KiB can be reached), and
    /// its first block starts on a byte boundary, so that the stream follows ``preamble(_:)`` of
    /// the same history. Inflated after that preamble, it gives `history` then `bytes`; Python's
    /// `zlib.decompressobj(-15, zdict=history)` reads it alone.
    public static func compress(_ bytes: some Collection<UInt8>, after history: [UInt8]) -> [UInt8] {
        (history + bytes).withUnsafeBufferPointer { compress(contiguous: $0, history: history.count) }
    }

    /// `history` as DEFLATE blocks of which none is the last, ending on a byte boundary (an empty
    /// stored block pads it): the start of every stream ``compress(_:after:)`` continues.
    public static func preamble(_ history: [UInt8]) -> [UInt8] {
        var writer = DeflateBlockWriter()
        history.withUnsafeBufferPointer { input in
            DeflateMatcher.findMatches(in: input) { block, covered, _ in
                writer.write(block, covering: covered, isLast: false)
            }
        }
        writer.endOnByteBoundary()
        return writer.finish()
    }

    /// The stream of `input`'s bytes after its first `history`, which the matches may reach into.
    private static func compress(contiguous input: UnsafeBufferPointer<UInt8>, history: Int = 0) -> [UInt8] {
        var writer = DeflateBlockWriter()
        DeflateMatcher.findMatches(in: input, history: history) { block, covered, isLast in
            writer.write(block, covering: covered, isLast: isLast)
        }
        return writer.finish()
    }
}
