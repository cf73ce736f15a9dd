/// The literals and matches of one DEFLATE block in order, as the matcher found them, with how
/// often each literal/length code and each distance code occurs: the counts the block writer
/// prices the block types by and builds a dynamic block's codes from.
struct DeflateBlock {
    /// The symbols a block holds before it is written.
    static let capacity = 16384

    /// A literal byte (below 256), or a match: its length shifted 16 bits left, or'ed with its
    /// distance less 1.
    private(set) var symbols: [UInt32] = []
    /// How often each literal/length code occurs (the end of the block not counted).
    private(set) var literalLengthCounts = [Int](repeating: 0, count: DeflateAlphabet.literalLengthCount)
    /// How often each distance code occurs.
    private(set) var distanceCounts = [Int](repeating: 0, count: DeflateAlphabet.distanceCount)

    init() {
        symbols.reserveCapacity(Self.capacity)
    }

    /// Whether the block has as many symbols as it holds.
    var isFull: Bool { symbols.count >= Self.capacity }

    /// Adds a byte written as it is.
    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        symbols.append(UInt32(byte))
        literalLengthCounts[Int(byte)] += 1
    }

    /// Adds a match: `length` bytes (3…258) repeated from `distance` bytes back (1…32768).
    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        symbols.append(UInt32(truncatingIfNeeded: length << 16 | (distance - 1)))
        literalLengthCounts[DeflateAlphabet.endOfBlock + 1 + DeflateAlphabet.lengthCode(length - 3)] += 1
        distanceCounts[DeflateAlphabet.distanceCode(distance - 1)] += 1
    }

    /// Empties the block for the next one.
    mutating func removeAll() {
        symbols.removeAll(keepingCapacity: true)
        for index in literalLengthCounts.indices {
            literalLengthCounts[index] = 0
        }
        for index in distanceCounts.indices {
            distanceCounts[index] = 0
        }
    }
}
