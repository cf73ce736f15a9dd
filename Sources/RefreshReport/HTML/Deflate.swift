/// Raw DEFLATE (RFC 1951, without a zlib or gzip wrapper), for the HTML report's payloads: the
/// page carries them base64-encoded and the browser inflates them with
/// `new DecompressionStream("deflate-raw")`.
public enum Deflate {
    /// `bytes` as one DEFLATE stream (a final block for an empty input too).
    public static func compress(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if let compressed = bytes.withContiguousStorageIfAvailable(compress(contiguous:)) {
            return compressed
        }
        return Array(bytes).withUnsafeBufferPointer(compress(contiguous:))
    }

    private static func compress(contiguous input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var writer = DeflateBlockWriter()
        DeflateMatcher.findMatches(in: input) { block, covered, isLast in
            writer.write(block, covering: covered, isLast: isLast)
        }
        return writer.finish()
    }
}
